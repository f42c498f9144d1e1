/** Types of scripts/node-24.mjs (plain JavaScript, so that an older Node can run it). */
export declare const NODE_VERSION: string;
export declare const MINIMUM_MAJOR: number;
export declare const TOOL_DIR: string;
export declare function nodePackageFor(platform: string, arch: string): string | null;
export declare function plan(facts: {
  running: string;
  installed: string | null;
  nodePackage: string | null;
}): 'run' | 'use-tools' | 'install' | 'stop';
export declare function stopLine(running: string): string;

import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/client',
  buildDirectory: 'build',
  ssr: true,
  // React Router v8's changes, each off (its default today) until the site moves to v8 on purpose:
  // named here so the build says nothing of them.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;

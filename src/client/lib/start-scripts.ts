/**
 * The other half of defer-scripts.server.ts: the names the server gives the page's inert module
 * preloads and module script, and the inline script (rendered by root.tsx, allowed by the CSP like
 * every inline script) that brings them to life once the page has loaded and painted, so text and
 * images are on screen before any script is fetched. `load` alone was not enough: on a fast load the
 * first paint could come after the scripts were requested, and Lighthouse's phone model then
 * counted every script before the first paint (/giving: 0.9 s in one run, 1.8 s in the next).
 */
export const DEFERRED_PRELOAD = 'x-deferred-modulepreload';
export const DEFERRED_MODULE = 'x-deferred-module';

// Once: after `load`, once the first contentful paint has happened (Paint Timing), two frames
// later. Never later than 3 s after `load` (a hidden tab paints nothing, and some browsers have no
// paint timing).
export const START_SCRIPTS_AFTER_LOAD = `(function(){var started=false;function start(){if(started)return;started=true;document.querySelectorAll('link[rel="${DEFERRED_PRELOAD}"]').forEach(function(l){l.rel="modulepreload"});document.querySelectorAll('script[type="${DEFERRED_MODULE}"]').forEach(function(s){var m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;s.after(m)})}function afterFrames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start)})})}function painted(list){return list.getEntriesByName("first-contentful-paint").length>0}function whenPainted(){setTimeout(start,3000);try{if(painted(performance))return afterFrames();var o=new PerformanceObserver(function(l){if(painted(l)){o.disconnect();afterFrames()}});o.observe({type:"paint",buffered:true})}catch(e){afterFrames()}}if(document.readyState==="complete")whenPainted();else addEventListener("load",whenPainted)})()`;

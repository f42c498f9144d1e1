import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('unsubscribe', 'routes/unsubscribe.tsx'),
  route('messages', 'routes/messages.tsx'),
  route('messages/:videoId', 'routes/messages.detail.tsx'),

  // --- Staff admin: login outside the guard; everything else under /admin inside it.
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/coming-soon.tsx', { id: 'admin-home' }),
    route('*', 'routes/admin/coming-soon.tsx', { id: 'admin-coming-soon' }),
  ]),
  // --- end staff admin

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

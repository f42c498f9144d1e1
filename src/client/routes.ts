import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('unsubscribe', 'routes/unsubscribe.tsx'),
  route('events', 'routes/events.tsx'),
  route('events/:id', 'routes/events-detail.tsx'),

  // --- Staff admin: login outside the guard; everything else under /admin inside it.
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/home.tsx'),
    route('events', 'routes/admin/events.tsx'),
    route('subscribers', 'routes/admin/subscribers.tsx'),
    route('*', 'routes/admin/coming-soon.tsx', { id: 'admin-coming-soon' }),
  ]),
  // --- end staff admin

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

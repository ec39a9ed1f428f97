// What the apps use of React Router, as the one shared router singleton. Module Federation cannot
// tree-shake a shared module (another container may need any export), so sharing `react-router-dom`
// itself shipped all of React Router (data routers, server rendering, cookies: 51 KiB brotli) on
// every page. This module names what we use; everything else is shaken out of the bundle that
// provides it. Add a name here when a feature needs it: a name missing here fails the build
// (exportsPresence: 'error'), never the page.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';

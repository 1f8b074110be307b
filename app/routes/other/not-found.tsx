import { Link } from "react-router";
import { pathOf } from "~/config/route-table";

/** SPEC.md §8: the page for every unknown address (the server sends it with status 404). */
export default function NotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-black text-emerald-800" aria-hidden="true">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-4 text-lg">Oops! The page you are looking for does not exist or has been moved.</p>
      <Link to={pathOf("home")} className="btn-primary mt-8">
        Go Home
      </Link>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbSchema, type Crumb } from '@/components/seo/structured-data';
import { homeLink, navigationLabels } from '@/content/navigation';

/**
 * The visible trail above an inner page's heading and its BreadcrumbList data. `trail` lists the
 * pages after the home page; the last one is the current page.
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const full = [{ name: homeLink.name, path: paths.home }, ...trail];
  return (
    <nav aria-label={navigationLabels.breadcrumbs} className="bg-brand-50">
      <ol className="container-page flex flex-wrap items-center gap-x-2 gap-y-1 pt-4 text-sm text-ink-muted">
        {full.map((crumb, index) => {
          const current = index === full.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              {current ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  to={crumb.path}
                  className="underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbSchema(full)} />
    </nav>
  );
}

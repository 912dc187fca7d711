import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { notFoundPage } from '@/content/pages/not-found';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: nie znaleziono strony ${pathname}`);
  }, [pathname]);
  return (
    <>
      <Seo {...notFoundPage.meta} />
      <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
        <p className="text-7xl font-bold text-brand-700 sm:text-8xl" aria-hidden="true">
          {notFoundPage.code}
        </p>
        <h1 className="mt-4 text-2xl font-bold text-brand-950 sm:text-3xl">
          <span className="sr-only">{notFoundPage.code}: </span>
          {notFoundPage.title}
        </h1>
        <p className="mt-4 max-w-prose text-ink-muted">{notFoundPage.lead}</p>
        <Link to={paths.home} className="btn-primary mt-8">
          {notFoundPage.homeLinkText}
        </Link>
      </section>
    </>
  );
}

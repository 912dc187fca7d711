import { Link } from 'react-router-dom';

export interface ArticleCtaProps {
  title: string;
  text: string;
  buttonText: string;
  link: string;
}

/** The call to action under an article. */
export function ArticleCta({ title, text, buttonText, link }: ArticleCtaProps) {
  return (
    <aside
      data-section="article-cta"
      aria-label={title}
      className="surface-dark mx-auto mt-12 max-w-prose rounded-card bg-brand-700 p-6 text-white sm:p-8"
    >
      <h2 className="text-xl leading-snug font-bold text-balance sm:text-2xl">{title}</h2>
      <p className="mt-3 leading-relaxed text-brand-50">{text}</p>
      <Link to={link} className="btn-primary mt-6">
        {buttonText}
      </Link>
    </aside>
  );
}

import { Link } from 'react-router-dom';
import { newTabNote, privacyInfo, type PrivacyInfoKind } from '@/content/forms';

/**
 * The information clause every form shows next to its send button (issue 10): who processes the
 * data and on what basis, with a link to the privacy policy. The link opens in a new tab, so the
 * form and its entries stay where they are.
 */
export function FormPrivacyInfo({ kind = 'request' }: { kind?: PrivacyInfoKind }) {
  const text = privacyInfo[kind];
  return (
    <p data-privacy-info={kind} className="text-xs leading-relaxed text-ink-muted">
      {text.before}
      <Link
        to={text.href}
        target="_blank"
        rel="noopener"
        className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950"
      >
        {text.linkText}
        <span className="sr-only">{newTabNote}</span>
      </Link>
      {text.after}
    </p>
  );
}

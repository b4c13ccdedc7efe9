import { Link } from 'react-router';
import { ContentPage } from '../components/content-page';
import { tipsArticles } from '../tips-articles';

export default function TipsPage() {
  return (
    <ContentPage
      title="Bidding tips"
      lead="Short guides to help you bid with confidence, fund your wallet and understand how an auction ends."
    >
      <ul className="space-y-4">
        {tipsArticles.map((article) => (
          <li key={article.slug}>
            <article className="relative rounded-xl border border-slate-200 p-5 transition-colors focus-within:border-emerald-700 hover:border-emerald-700">
              <h2 className="text-xl font-semibold text-slate-900">
                {/* The link covers the whole card so the target is large on a phone. */}
                <Link
                  to={`/tips/${article.slug}`}
                  className="after:absolute after:inset-0 after:content-[''] hover:text-emerald-800 focus-visible:outline-none"
                >
                  {article.title}
                </Link>
              </h2>
              <p className="mt-2">{article.summary}</p>
              <p aria-hidden="true" className="mt-3 font-medium text-emerald-700">
                Read the guide →
              </p>
            </article>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}

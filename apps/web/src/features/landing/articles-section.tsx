import { Link } from 'react-router';
import { bidSmarterTitle } from '@naijabid/shared/marketing';
import { articlesSectionLabels as m } from '@naijabid/shared/messages/below-the-fold';
import { buttonStyles } from '../../components/button-styles';
import { StartLink } from '../../components/start-link';
import { tipsArticles } from '../content/tips-articles';

/** "Bid Smarter, Win Bigger" (docs/product.md#landing-page): the three tips articles, each opening its own page. */
export function ArticlesSection() {
  return (
    <section aria-labelledby="articles-title" className="bg-white py-10">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="articles-title" className="text-2xl font-bold text-slate-900">
          {bidSmarterTitle}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {tipsArticles.map((article) => (
            <li key={article.slug}>
              <Link
                to={`/tips/${article.slug}`}
                className="block h-full rounded-2xl border border-slate-200 bg-slate-50 p-5 hover:border-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
              >
                <h3 className="text-lg font-semibold text-slate-900">{article.title}</h3>
                <p className="mt-2 text-slate-700">{article.summary}</p>
                <span className="mt-3 inline-block font-semibold text-emerald-800">{m.readArticle}</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-6 text-center">
          <StartLink className={buttonStyles.primary}>{m.getStarted}</StartLink>
        </div>
      </div>
    </section>
  );
}

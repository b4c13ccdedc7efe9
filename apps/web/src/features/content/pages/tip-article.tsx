import { useParams } from 'react-router';
import { ContentPage } from '../components/content-page';
import { ButtonLink, ButtonRow, TextLink } from '../components/links';
import { tipsArticles } from '../tips-articles';

export default function TipArticlePage() {
  const { slug } = useParams();
  const article = tipsArticles.find((candidate) => candidate.slug === slug);

  if (!article) {
    return (
      <ContentPage title="We couldn't find that guide" documentTitle="Guide not found">
        <p>
          The guide you are looking for may have moved or the link may be mistyped. All our guides are listed on the{' '}
          <TextLink to="/tips">bidding tips</TextLink> page.
        </p>
        <ButtonRow>
          <ButtonLink to="/tips">Back to bidding tips</ButtonLink>
        </ButtonRow>
      </ContentPage>
    );
  }

  const otherArticles = tipsArticles.filter((candidate) => candidate.slug !== article.slug);
  return (
    <ContentPage title={article.title} lead={article.summary}>
      <div className="space-y-4">
        {article.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <nav aria-labelledby="more-tips-heading" className="border-t border-slate-200 pt-6">
        <h2 id="more-tips-heading" className="text-xl font-semibold text-slate-900">
          More bidding tips
        </h2>
        <ul className="mt-3 space-y-2">
          {otherArticles.map((other) => (
            <li key={other.slug}>
              <TextLink to={`/tips/${other.slug}`}>{other.title}</TextLink>
            </li>
          ))}
          <li>
            <TextLink to="/tips">All bidding tips</TextLink>
          </li>
        </ul>
      </nav>
      <ButtonRow>
        <ButtonLink to="/auctions">Browse live auctions</ButtonLink>
      </ButtonRow>
    </ContentPage>
  );
}

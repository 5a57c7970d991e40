import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { BusinessDeskArticleView } from '@/features/news/business-desk/components/business-desk-article-view';
import { paths } from '../paths';

/** /news/business-desk/{id} (spec 002 §2.3): one business desk item by its title slug, or 'Oppps. Something went wrong.'. */
export function BusinessDeskArticleRoute() {
  const { id } = useParams();
  return (
    <BusinessDeskArticleView
      slug={id}
      backLink={
        <Anchor component={Link} to={`${paths.newsList.path}?view=businessdesk`} size="sm">
          ← Back to Business Desk
        </Anchor>
      }
    />
  );
}

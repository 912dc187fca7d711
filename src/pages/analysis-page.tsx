import { paths } from '@/config/paths';
import { analysisPage } from '@/content/pages/analysis';
import { ContentPage } from './content-page';

export function AnalysisPage() {
  return <ContentPage content={analysisPage} path={paths.analysis} />;
}

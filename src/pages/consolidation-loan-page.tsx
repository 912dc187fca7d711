import { paths } from '@/config/paths';
import { consolidationLoanPage } from '@/content/pages/consolidation-loan';
import { QuickLeadForm } from '@/features/leads/quick-lead-form';
import { ContentPage } from './content-page';

export function ConsolidationLoanPage() {
  return (
    <ContentPage content={consolidationLoanPage} path={paths.consolidationLoan}>
      <div className="mt-10 max-w-3xl">
        <QuickLeadForm />
      </div>
    </ContentPage>
  );
}

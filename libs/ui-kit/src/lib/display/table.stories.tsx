import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';
import { Table, type TableProps } from './table';

type Transaction = { id: string; date: string; method: string; amount: string; status: 'Paid' | 'Pending' | 'Failed' };
const rows: Transaction[] = [
  { id: '1', date: '12.03.2025 14:05', method: 'Visa •• 4242', amount: '€100.00', status: 'Paid' },
  { id: '2', date: '10.03.2025 9:41', method: 'Pix', amount: '€50.00', status: 'Pending' },
  { id: '3', date: '02.03.2025 21:17', method: 'Skrill', amount: '€250.00', status: 'Failed' },
];
const tones = { Paid: 'success', Pending: 'warning', Failed: 'danger' } as const;

function TransactionTable(props: Omit<TableProps<Transaction>, 'columns' | 'rowKey'>) {
  return (
    <Table<Transaction>
      {...props}
      rowKey={(row) => row.id}
      columns={[
        { key: 'date', header: 'Date', render: (row) => row.date },
        { key: 'method', header: 'Method', render: (row) => row.method },
        { key: 'amount', header: 'Amount', align: 'end', render: (row) => row.amount },
        { key: 'status', header: 'Status', align: 'end', render: (row) => <Badge tone={tones[row.status]}>{row.status}</Badge> },
      ]}
    />
  );
}

const meta = { title: 'Display/Table', component: TransactionTable, args: { caption: 'Deposits', rows } } satisfies Meta<typeof TransactionTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const HiddenCaption: Story = { args: { hideCaption: true } };

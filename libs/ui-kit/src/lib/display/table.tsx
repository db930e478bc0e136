import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../utils/cx';
import { displayMessages } from './display.messages';
import styles from './table.module.css';

export type TableColumn<Row> = {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Numbers and amounts align to the end. */
  align?: 'start' | 'end';
};

export type TableProps<Row> = {
  caption: ReactNode;
  /** Hides the caption visually (it still names the table) when a heading above says the same. */
  hideCaption?: boolean;
  columns: Array<TableColumn<Row>>;
  rows: Row[];
  rowKey: (row: Row) => string;
  /** What an empty table says; defaults to "No records yet". */
  empty?: ReactNode;
};

/** A data table (history, bets, exports); on mobile every row turns into a labelled card. */
export function Table<Row>({ caption, hideCaption = false, columns, rows, rowKey, empty }: TableProps<Row>) {
  const intl = useIntl();
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={cx(styles.caption, hideCaption && styles.visuallyHidden)}>{caption}</caption>
        <thead className={styles.thead}>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cx(styles.th, column.align === 'end' && styles.end)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.tbody}>
          {rows.length === 0 ? (
            <tr className={styles.row}>
              <td colSpan={columns.length} className={styles.empty}>
                {empty ?? intl.formatMessage(displayMessages.tableEmpty)}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={styles.row}>
                {columns.map((column) => (
                  <td key={column.key} data-label={column.header} className={cx(styles.td, column.align === 'end' && styles.end)}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

import { screen } from '@testing-library/react';
import type { ProviderAlert } from '@anchor/contracts';
import { renderWithApp } from '@anchor/app-runtime/testing';
import { AlertItem } from '../AlertItem';

const alert: ProviderAlert = {
  kind: 'assessment',
  id: 11,
  patientId: 7,
  patientName: 'Sam Kim',
  patientPhone: '+442079460958',
  screening: 'above_cutoff',
  reason: 'Above screening cut-off (33): PCL-5 score 60',
  raisedAt: '2026-11-20T10:00:00.000Z',
};

const renderAlert = (shown: ProviderAlert) =>
  renderWithApp(
    <ul>
      <AlertItem alert={shown} onViewDetails={() => undefined} />
    </ul>,
    { route: '/' },
  );

describe('AlertItem Call', () => {
  it('is a tel: link named for the patient when the patient shares a number', () => {
    renderAlert(alert);
    const call = screen.getByRole('link', { name: 'Call Sam Kim' });
    expect(call).toHaveAttribute('href', 'tel:+442079460958');
    expect(call).toHaveTextContent('Call');
  });

  it('is not shown at all without a shared number', () => {
    renderAlert({ ...alert, patientPhone: null });
    expect(screen.queryByRole('link', { name: /Call/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Call/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Message' })).toBeInTheDocument();
  });
});

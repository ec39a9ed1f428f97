import { useState } from 'react';
import { describeApiError, useToast } from '@anchor/app-runtime';
import type { MedicationView } from '@anchor/contracts';
import { Button, SettingsCard, Spinner } from '@anchor/ui';
import { useDeleteMedicationMutation, useGetMedicationsQuery } from '../../../api/medications.api';
import { ConfirmDialog } from '../ConfirmDialog';
import { StyledNote, StyledRow, StyledRowText } from '../settings-styles';
import { MedicationForm } from './MedicationForm';
import { MedicationsCopy as copy } from './medications-copy';

function useDeleteMedication() {
  const toast = useToast();
  const [remove, { isLoading }] = useDeleteMedicationMutation();
  const [asking, setAsking] = useState<MedicationView | null>(null);
  const confirmAndDelete = async (medication: MedicationView) => {
    try {
      await remove(medication.id).unwrap();
      toast({ title: copy.deletedTitle, description: copy.deletedDescription });
    } catch (cause) {
      toast({ title: copy.deleteFailedTitle, description: describeApiError(cause), variant: 'destructive' });
    }
    setAsking(null);
  };
  return { asking, setAsking, confirmAndDelete, deleting: isLoading };
}

interface MedicationRowProps {
  medication: MedicationView;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function MedicationRow({ medication, deleting, onEdit, onDelete }: MedicationRowProps) {
  return (
    <StyledRow>
      <StyledRowText>
        <h3>{medication.name}</h3>
        <p>{copy.summary(medication.dosage, medication.times, medication.remindersPaused)}</p>
      </StyledRowText>
      <div>
        <Button variant="secondary" size="sm" aria-label={copy.edit(medication.name)} onClick={onEdit}>
          {copy.editAction}
        </Button>{' '}
        <Button
          variant="ghost"
          size="sm"
          aria-label={copy.remove(medication.name)}
          disabled={deleting}
          onClick={onDelete}
        >
          {copy.removeAction}
        </Button>
      </div>
    </StyledRow>
  );
}

/** Add, edit and delete medications with dosage and daily times; their reminders follow on the server. */
export function MedicationsCard() {
  const { data, isLoading, isError } = useGetMedicationsQuery();
  const { asking, setAsking, confirmAndDelete, deleting } = useDeleteMedication();
  // 'new' adds, a number edits that medication, null shows the list only.
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const items = data?.items ?? [];
  return (
    <SettingsCard title={copy.title} description={copy.description}>
      {isLoading ? <Spinner /> : null}
      {isError ? <StyledNote role="alert">{copy.loadFailed}</StyledNote> : null}
      {data && items.length === 0 ? <StyledNote>{copy.empty}</StyledNote> : null}
      {items.map((medication) =>
        editing === medication.id ? (
          <MedicationForm key={medication.id} medication={medication} onDone={() => setEditing(null)} />
        ) : (
          <MedicationRow
            key={medication.id}
            medication={medication}
            deleting={deleting}
            onEdit={() => setEditing(medication.id)}
            onDelete={() => setAsking(medication)}
          />
        ),
      )}
      {editing === 'new' ? (
        <MedicationForm medication={null} onDone={() => setEditing(null)} />
      ) : (
        <Button variant="secondary" disabled={!data} onClick={() => setEditing('new')}>
          {copy.add}
        </Button>
      )}
      <StyledNote>{copy.bellNote}</StyledNote>
      {asking ? (
        <ConfirmDialog
          title={copy.confirmDelete(asking.name)}
          description={copy.confirmDeleteDetail}
          confirmLabel={copy.removeAction}
          cancelLabel={copy.keep}
          destructive
          busy={deleting}
          onConfirm={() => void confirmAndDelete(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </SettingsCard>
  );
}

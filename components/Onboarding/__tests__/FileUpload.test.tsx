import { render, screen } from '@testing-library/react';
import FileUpload from '@/components/Onboarding/FileUpload';
import { requirements } from '@/lib/onboarding/__tests__/requirements';

/** The page's one task, an upload kept under its key. */
const TASKS = [requirements({ key: 'Upload', requiredActions: ['uploadFiles'] })];

describe('FileUpload', () => {
  it('shows the drop-zone texts and keeps Submit disabled without files', () => {
    render(<FileUpload pageKey="p" tasks={TASKS} taskIndex={0} email="onboarding@example.edu" studentId="EID" />);
    expect(screen.getByText('Support for any file type, any number of files, no size limit')).toBeInTheDocument();
    expect(screen.getByText('You can continue adding more files after uploading')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByText(/on this device only/)).toHaveTextContent(
      'Uploading notes your files on this device only; you then send them to onboarding@example.edu as the task says.',
    );
  });

  it("labels the student ID field with the university's own word", () => {
    render(<FileUpload pageKey="p" tasks={TASKS} taskIndex={0} email="onboarding@example.edu" studentId="Matriculation number" />);
    expect(screen.getByLabelText('Matriculation number')).toHaveAttribute('placeholder', 'Enter your Matriculation number');
    expect(screen.queryByText('EID')).toBeNull();
  });

  it('says Upload Disabled when disabled', () => {
    render(<FileUpload pageKey="p" tasks={TASKS} taskIndex={0} email="onboarding@example.edu" studentId="EID" disabled />);
    expect(screen.getByText('Upload Disabled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose files' })).toBeNull();
  });
});

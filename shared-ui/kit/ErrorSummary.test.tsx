import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary } from 'shared-ui/kit/ErrorSummary';
import { TextField } from 'shared-ui/kit/TextField';

describe('ErrorSummary', () => {
  it('shows nothing while there are no errors', () => {
    const { container } = render(<ErrorSummary heading="Please fix" errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists every error under its heading, each linking to and focusing its field', async () => {
    render(
      <>
        <TextField label="First name" name="firstName" error="Please enter your first name" />
        <ErrorSummary
          heading="Please resolve the following errors before submitting"
          errors={[
            { field: 'firstName', message: 'Please enter your first name' },
            { field: 'missing', message: 'Another problem' },
          ]}
        />
      </>,
    );
    const summary = screen.getByRole('alert');
    expect(summary).toHaveAccessibleName('Please resolve the following errors before submitting');
    const link = screen.getByRole('link', { name: 'Please enter your first name' });
    expect(link).toHaveAttribute('href', '#firstName');
    expect(screen.getByRole('link', { name: 'Another problem' })).toBeInTheDocument();
    await userEvent.click(link);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });
});

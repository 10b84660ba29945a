import { render, screen } from '@testing-library/react';
import { Checkbox } from 'shared-ui/kit/Checkbox';
import { Select } from 'shared-ui/kit/Select';
import { TextField } from 'shared-ui/kit/TextField';

describe('form fields', () => {
  it('ties a text field to its label and, when erroring, marks it invalid and describes it by the error', () => {
    render(<TextField label="Email" name="email" type="email" error="Please enter your email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your email');
  });

  it('renders a textarea when multiline and a valid field without aria-invalid', () => {
    render(<TextField label="Description" name="description" multiline />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).not.toHaveAttribute('aria-invalid');
  });

  it('offers a select with its placeholder and options', () => {
    render(
      <Select
        label="Brand"
        name="brand"
        placeholder="Choose one"
        options={[
          { value: 'N/A', label: 'N/A' },
          { value: 'Sonos', label: 'Sonos' },
        ]}
        error="Please select a brand"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Brand' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose one', 'N/A', 'Sonos']);
  });

  it('labels a checkbox and shows its error', () => {
    render(<Checkbox label="I am at least 18" name="ageCheck" error="Please verify you are atleast 18 years of age" />);
    const box = screen.getByRole('checkbox', { name: 'I am at least 18' });
    expect(box).toHaveAccessibleDescription('Please verify you are atleast 18 years of age');
  });
});

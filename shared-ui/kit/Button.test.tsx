import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Button } from 'shared-ui/kit/Button';
import { ExternalLinkButton, LinkButton } from 'shared-ui/kit/LinkButton';
import { Spinner } from 'shared-ui/kit/Spinner';
import { Card } from 'shared-ui/kit/Card';

describe('buttons, links, spinner and card', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Next</Button>);
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders route links and external links (new tab, no opener, announced)', () => {
    render(
      <MemoryRouter>
        <LinkButton to="/apply">Apply</LinkButton>
        <ExternalLinkButton href="https://www.linkedin.com/company/example">LinkedIn</ExternalLinkButton>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/apply');
    const external = screen.getByRole('link', { name: 'LinkedIn (opens in a new tab)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('announces what a spinner waits for', () => {
    render(<Spinner label="Securing your transaction" />);
    expect(screen.getByRole('status')).toHaveTextContent('Securing your transaction');
  });

  it('gives a card its heading and accent border colour', () => {
    render(<Card title="Home Theater" accent="var(--dept-technician)">Copy</Card>);
    expect(screen.getByRole('heading', { level: 3, name: 'Home Theater' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveStyle({ '--card-accent': 'var(--dept-technician)' });
  });
});

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

  it('draws a submit as the form\'s action, navy filled, and any other button as the outline, unless told (#43)', () => {
    render(
      <form>
        <Button type="submit">Send</Button>
        <Button>Try again</Button>
        <Button variant="primary">Next</Button>
        <Button variant="accent">Get a quote</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toHaveClass('button', 'primary');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveClass('button', 'secondary');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveClass('button', 'primary');
    expect(screen.getByRole('button', { name: 'Get a quote' })).toHaveClass('button', 'accent');
  });

  it('draws a link as the outline unless it is the quote (#43)', () => {
    render(
      <MemoryRouter>
        <LinkButton to="/apply">Apply</LinkButton>
        <LinkButton to="/opportunity" variant="accent">
          Get a quote
        </LinkButton>
        <ExternalLinkButton href="https://www.google.com/maps">Review us</ExternalLinkButton>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveClass('button', 'secondary');
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveClass('button', 'accent');
    expect(screen.getByRole('link', { name: 'Review us (opens in a new tab)' })).toHaveClass('button', 'secondary');
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

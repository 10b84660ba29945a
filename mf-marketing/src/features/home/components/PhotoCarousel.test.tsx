import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoCarousel, type Slide } from './PhotoCarousel';

const slides: Slide[] = Array.from({ length: 12 }, (_, i) => ({
  caption: `Project ${i + 1}`,
  photo: { alt: `Photo of project ${i + 1}`, src: `/p${i + 1}.webp`, width: 1200, height: 750, placeholder: `data:image/webp;base64,P${i + 1}` },
}));

const visibleCaption = () => screen.getAllByRole('figure', { hidden: false }).find((figure) => !figure.hidden)!;

describe('PhotoCarousel', () => {
  it('starts on the first of 12 slides with Previous disabled', () => {
    render(<PhotoCarousel slides={slides} />);
    expect(screen.getByText('Slide 1 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(within(visibleCaption()).getByText('Project 1')).toBeInTheDocument();
  });

  it('moves by one and clamps at the last slide, where Next is disabled', async () => {
    render(<PhotoCarousel slides={slides} />);
    const next = screen.getByRole('button', { name: 'Next' });
    for (let i = 0; i < 11; i += 1) await userEvent.click(next);
    expect(screen.getByText('Slide 12 of 12')).toBeInTheDocument();
    expect(next).toBeDisabled();
    fireEvent.click(next);
    expect(screen.getByText('Slide 12 of 12')).toBeInTheDocument();
    expect(within(visibleCaption()).getByText('Project 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Slide 11 of 12')).toBeInTheDocument();
  });

  it('follows the arrow keys and never leaves 0..11', () => {
    render(<PhotoCarousel slides={slides} />);
    const viewport = screen.getByLabelText('Our work: use the arrow keys to change photos');
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(screen.getByText('Slide 1 of 12')).toBeInTheDocument();
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(screen.getByText('Slide 3 of 12')).toBeInTheDocument();
    for (let i = 0; i < 20; i += 1) fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(screen.getByText('Slide 12 of 12')).toBeInTheDocument();
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(screen.getByText('Slide 11 of 12')).toBeInTheDocument();
  });

  it('hands focus to Previous when Next becomes disabled, so the keyboard is never lost', async () => {
    render(<PhotoCarousel slides={slides} />);
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    for (let i = 0; i < 11; i += 1) await userEvent.keyboard('{Enter}');
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
  });

  it('loads the first slide with the page and the rest lazily', () => {
    render(<PhotoCarousel slides={slides} />);
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images).toHaveLength(12);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    for (const image of images.slice(1)) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('draws each slide’s preview in its box until its photo arrives', () => {
    render(<PhotoCarousel slides={slides} />);
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.map((image) => image.style.backgroundImage)).toEqual(slides.map((_, i) => `url("data:image/webp;base64,P${i + 1}")`));
  });
});

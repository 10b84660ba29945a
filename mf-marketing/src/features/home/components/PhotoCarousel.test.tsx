import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoCarousel, type Slide } from './PhotoCarousel';

const slides: Slide[] = Array.from({ length: 12 }, (_, i) => ({
  caption: `Project ${i + 1}`,
  photo: { alt: `Photo of project ${i + 1}`, src: `/p${i + 1}.webp`, smallestSrc: `/p${i + 1}-480.webp`, width: 1200, height: 750, placeholder: `data:image/webp;base64,P${i + 1}` },
}));

/** The slide on show: its photo, caption, count and its own Previous and Next. */
const shown = () => {
  const visible = screen.getAllByRole('figure').map((figure) => figure.parentElement!).filter((slide) => !slide.hidden);
  expect(visible).toHaveLength(1);
  return within(visible[0]!);
};
const control = (name: 'Previous' | 'Next') => shown().getByRole('link', { name });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('PhotoCarousel', () => {
  it('starts on the first of 12 slides with Previous disabled', () => {
    render(<PhotoCarousel slides={slides} />);
    expect(shown().getByText('Slide 1 of 12')).toBeInTheDocument();
    expect(control('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(control('Next')).not.toHaveAttribute('aria-disabled');
    expect(shown().getByText('Project 1')).toBeInTheDocument();
  });

  it('gives each slide Previous and Next as links to its neighbours’ addresses, so they step without scripts', () => {
    render(<PhotoCarousel slides={slides} />);
    const slideElements = screen.getAllByRole('figure', { hidden: true }).map((figure) => figure.parentElement!);
    expect(slideElements.map((slide) => slide.id)).toEqual(slides.map((_, i) => `photo-${i + 1}`));
    slideElements.forEach((slide, i) => {
      const [previous, next] = within(slide).getAllByRole('link', { hidden: true });
      expect(previous).toHaveTextContent('Previous');
      expect(next).toHaveTextContent('Next');
      if (i === 0) expect(previous).not.toHaveAttribute('href');
      else expect(previous).toHaveAttribute('href', `#photo-${i}`);
      if (i === 11) expect(next).not.toHaveAttribute('href');
      else expect(next).toHaveAttribute('href', `#photo-${i + 2}`);
    });
  });

  it('moves by one and clamps at the last slide, where Next is disabled', async () => {
    render(<PhotoCarousel slides={slides} />);
    for (let i = 0; i < 11; i += 1) await userEvent.click(control('Next'));
    expect(shown().getByText('Slide 12 of 12')).toBeInTheDocument();
    expect(control('Next')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(control('Next'));
    expect(shown().getByText('Slide 12 of 12')).toBeInTheDocument();
    expect(shown().getByText('Project 12')).toBeInTheDocument();
    await userEvent.click(control('Previous'));
    expect(shown().getByText('Slide 11 of 12')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('follows the arrow keys and never leaves 0..11', () => {
    render(<PhotoCarousel slides={slides} />);
    const viewport = screen.getByLabelText('Our work: use the arrow keys to change photos');
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(shown().getByText('Slide 1 of 12')).toBeInTheDocument();
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(shown().getByText('Slide 3 of 12')).toBeInTheDocument();
    for (let i = 0; i < 20; i += 1) fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(shown().getByText('Slide 12 of 12')).toBeInTheDocument();
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(shown().getByText('Slide 11 of 12')).toBeInTheDocument();
  });

  it('keeps the focus on the control pressed, and hands it to Previous when Next becomes disabled', async () => {
    render(<PhotoCarousel slides={slides} />);
    control('Next').focus();
    await userEvent.keyboard('{Enter}');
    expect(shown().getByText('Slide 2 of 12')).toBeInTheDocument();
    expect(control('Next')).toHaveFocus();
    for (let i = 0; i < 10; i += 1) await userEvent.keyboard('{Enter}');
    expect(shown().getByText('Slide 12 of 12')).toBeInTheDocument();
    expect(control('Previous')).toHaveFocus();
  });

  it('keeps the focus on a control when the arrow keys step from it', () => {
    render(<PhotoCarousel slides={slides} />);
    control('Next').focus();
    fireEvent.keyDown(control('Next'), { key: 'ArrowRight' });
    expect(shown().getByText('Slide 2 of 12')).toBeInTheDocument();
    expect(control('Next')).toHaveFocus();
    control('Previous').focus();
    fireEvent.keyDown(control('Previous'), { key: 'ArrowLeft' });
    expect(shown().getByText('Slide 1 of 12')).toBeInTheDocument();
    expect(control('Next')).toHaveFocus();
  });

  it('starts from the slide the address names, as a step taken before the scripts ran left it', () => {
    window.history.replaceState(null, '', '/#photo-5');
    render(<PhotoCarousel slides={slides} />);
    expect(shown().getByText('Slide 5 of 12')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our work' })).toHaveAttribute('data-enhanced');
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

import { Quote } from 'lucide-react';
import { Link } from 'react-router';

import { Carousel } from '~/components/ui/carousel';

import { useHomeSection } from '../home-sections';
import { HomeSection } from './home-section';

/** docs/routes-and-shell.md#who-the-site-is-for: a keyboard-operable carousel (APG pattern) of the brand module (packages/site-config)'s quotes. */
export default function ClientTestimonials() {
  const testimonials = useHomeSection('testimonials');
  if (!testimonials) return null;
  return (
    <HomeSection id="testimonials" heading={testimonials.heading} intro={testimonials.intro}>
      <Carousel
        label="Client testimonials"
        slides={testimonials.testimonials.map((testimonial) => ({
          key: testimonial.attribution,
          content: (
            <figure className="h-full rounded-3xl border border-slate-200 bg-white p-6 sm:p-10 dark:border-slate-800 dark:bg-slate-900">
              <Quote aria-hidden className="size-8 text-brand-600 dark:text-brand-300" />
              <blockquote className="mt-4 max-w-4xl font-display text-xl leading-relaxed font-semibold text-slate-900 sm:text-2xl dark:text-white">
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className="mt-6 text-slate-600 dark:text-slate-300">
                <span className="block font-semibold text-slate-800 dark:text-slate-100">
                  {testimonial.attribution}
                </span>
                <span className="mt-1 block text-sm">
                  Service:{' '}
                  <Link
                    to={testimonial.servicePath}
                    className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
                  >
                    {testimonial.serviceName}
                  </Link>
                </span>
              </figcaption>
            </figure>
          ),
        }))}
      />
    </HomeSection>
  );
}

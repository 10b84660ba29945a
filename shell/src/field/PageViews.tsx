import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { reportPageView } from './fieldReports';

/** Reports a page view for the page the visitor lands on and each one they go to. */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    reportPageView(pathname);
  }, [pathname]);
  return null;
}

/**
 * The words of the site's frame on the Spanish pages (/es/: the careers pages), written for job
 * seekers in "usted" like the pages themselves. Only the careers pages are in Spanish, so the frame
 * leads to them, and the links to the rest of the site say that it is in English. Its own module,
 * read only by the Spanish header, footer and floating bar, so English pages never load it.
 */
import { SITE } from '../../../../content/site';

export const CHROME_ES = {
  home: '/es/empleos',
  logoLabel: `${SITE.name}, empleos`,
  openings: { name: 'Puestos disponibles', href: '/es/empleos#openings' },
  apply: { name: 'Solicitar empleo', href: '/es/empleos#apply' },
  /** The phone's floating bar has room for one word. */
  applyShort: 'Solicitar',
  inEnglish: { name: 'In English', href: '/careers' },
  call: 'Llamar',
  quickLinks: 'Enlaces rápidos',
  main: 'Principal',
  blurb: `Limpieza comercial, lavado a presión y cuidado de áreas verdes para empresas de Ocala y el condado de Marion, Florida. Una empresa de mujeres, desde ${SITE.foundedYear}.`,
  hours: 'Lunes a viernes, de 7 a. m. a 6 p. m. · Emergencias las 24 horas',
  jobsTitle: 'Empleos',
  jobs: [
    { name: 'Puestos disponibles', href: '/es/empleos#openings' },
    { name: 'Solicitud general', href: '/es/empleos#apply' },
  ],
  companyTitle: 'La empresa (en inglés)',
  company: [
    { name: 'Quiénes somos', href: '/about' },
    { name: 'Servicios', href: '/#services' },
    { name: 'Área de servicio', href: '/service-area' },
    { name: 'Contacto', href: '/contact' },
  ],
  legalLabel: 'Avisos legales',
  legal: [
    { name: 'Privacidad (en inglés)', href: '/privacy' },
    { name: 'Términos de uso (en inglés)', href: '/terms' },
  ],
  certifications: 'Con licencia y seguro · Certificación OSHA',
  quickContact: 'Contacto rápido',
  dismiss: 'Cerrar la barra de contacto rápido',
} as const;

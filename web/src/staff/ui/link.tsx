/** The staff app's links: react-router's, which resolve under the app's basename (/staff). */
export { Link } from 'react-router-dom';

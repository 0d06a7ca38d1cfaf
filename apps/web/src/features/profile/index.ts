// The account area's profile page.
export { ProfileView } from './components/profile-view';

import type { ComponentType } from 'react';

/**
 * What the dashboard's pages show from other features. Features do not import each other: the app loads those
 * components and hands them in, and these types are the contract they must meet.
 */
export type RoleHomeParts = {
  /** The marketing home, for visitors (and an account that has not chosen its role yet). */
  VisitorHome: ComponentType;
};

export type ProfileParts = {
  /** The account settings (name, password, e-mails, deletion). */
  AccountSettings: ComponentType;
  /** A cleaner's public page as clients see it: the page of `/cleaners/:slug`, which reads its slug from the route. */
  PublicProfilePage: ComponentType;
  /** The signed-in person's to-do list. */
  TodoList: ComponentType;
};

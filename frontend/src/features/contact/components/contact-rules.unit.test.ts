import { describe, expect, it } from 'vitest';
import { contactFieldValid, contactProblems } from './contact-rules';

describe('contact form rules', () => {
  it('checks each field with the server bounds', () => {
    expect(contactFieldValid('name', ' A ')).toBe(false);
    expect(contactFieldValid('name', 'Al')).toBe(true);
    expect(contactFieldValid('name', 'N'.repeat(101))).toBe(false);
    expect(contactFieldValid('name', 'Chloé\nBcc: x@example.com')).toBe(false);
    expect(contactFieldValid('email', 'chloe@example.ca')).toBe(true);
    expect(contactFieldValid('email', 'chloe@example')).toBe(false);
    expect(contactFieldValid('subject', 'Hi')).toBe(false);
    expect(contactFieldValid('subject', 'S'.repeat(150))).toBe(true);
    expect(contactFieldValid('message', 'Trop cour')).toBe(false);
    expect(contactFieldValid('message', 'Bonjour,\nune question.')).toBe(true);
    expect(contactFieldValid('message', 'M'.repeat(5001))).toBe(false);
    expect(contactFieldValid('message', 'Bonjour\u0007 la cloche')).toBe(false);
  });

  it('lists the refused fields in the form order', () => {
    expect(contactProblems({ name: '', email: '', subject: '', message: '' })).toEqual(['name', 'email', 'subject', 'message']);
    expect(contactProblems({ name: 'Chloé', email: 'chloe@example.ca', subject: 'Facture', message: 'Ma facture de mars.' })).toEqual([]);
  });
});

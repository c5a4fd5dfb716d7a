import { evolve, initialState, type CleanerState } from './cleaner';
import type { CleanerCommand } from './cleaner-commands';
import {
  addAvailabilityBlock,
  addAvailabilitySlot,
  removeAvailabilityBlock,
  removeAvailabilitySlot,
} from './cleaner-decide-availability';
import { publishGalleryPair, withdrawGalleryPair } from './cleaner-decide-gallery';
import { addPhoto, removePhoto } from './cleaner-decide-photos';
import {
  closeCleanerProfile,
  setRates,
  setServiceArea,
  setServices,
  startCleanerProfile,
  updateProfileDetails,
} from './cleaner-decide-profile';
import {
  approveDocument,
  declareBusinessInfo,
  declareEligibility,
  rejectDocument,
  revokeVerification,
  submitVerificationDocument,
} from './cleaner-decide-verification';
import { cleanerStream, type CleanerEvent } from './cleaner-events';
import type { CommandTarget, Decider } from '../shared/decider';

/**
 * The cleaner-profile decider: the events a command causes on the current state, or a DomainError. Pure: the
 * instant and the actor come with the command. One function per command, grouped by area in cleaner-decide-*.ts.
 */
export const decide = (command: CleanerCommand, state: CleanerState): CleanerEvent[] => {
  switch (command.type) {
    case 'StartCleanerProfile':
      return startCleanerProfile(command, state);
    case 'SetRates':
      return setRates(command, state);
    case 'SetServices':
      return setServices(command, state);
    case 'SetServiceArea':
      return setServiceArea(command, state);
    case 'UpdateProfileDetails':
      return updateProfileDetails(command, state);
    case 'DeclareEligibility':
      return declareEligibility(command, state);
    case 'DeclareBusinessInfo':
      return declareBusinessInfo(command, state);
    case 'SubmitVerificationDocument':
      return submitVerificationDocument(command, state);
    case 'ApproveDocument':
      return approveDocument(command, state);
    case 'RejectDocument':
      return rejectDocument(command, state);
    case 'RevokeVerification':
      return revokeVerification(command, state);
    case 'AddAvailabilitySlot':
      return addAvailabilitySlot(command, state);
    case 'RemoveAvailabilitySlot':
      return removeAvailabilitySlot(command, state);
    case 'AddAvailabilityBlock':
      return addAvailabilityBlock(command, state);
    case 'RemoveAvailabilityBlock':
      return removeAvailabilityBlock(command, state);
    case 'AddPhoto':
      return addPhoto(command, state);
    case 'RemovePhoto':
      return removePhoto(command, state);
    case 'PublishGalleryPair':
      return publishGalleryPair(command, state);
    case 'WithdrawGalleryPair':
      return withdrawGalleryPair(command, state);
    case 'CloseCleanerProfile':
      return closeCleanerProfile(command, state);
    default: {
      const _never: never = command;
      throw new Error(`Unknown cleaner command ${(_never as { type: string }).type}`);
    }
  }
};

export const cleanerDecider: Decider<CleanerState, CleanerCommand, CleanerEvent> = { decide, evolve, initialState };

/** A cleaner's profile stream and rules. */
export const cleanerTarget = (cleanerId: string): CommandTarget<CleanerState, CleanerCommand, CleanerEvent> => ({
  stream: cleanerStream(cleanerId),
  decider: cleanerDecider,
});

import type { DoctorRule } from './doctorRule';
import type { DoctorRuleId } from './doctorTypes';
import {
  checkBookingHoursInvalid,
  checkChargeAmountInvalid,
  checkChargeWithoutPaidPath,
} from './rules/businessPowers';
import { checkButtonLabelTooLongForChannel } from './rules/buttonLabelTooLongForChannel';
import { checkDeadEnd, fixDeadEnd } from './rules/deadEnd';
import { checkHandoffHoursInvalid, checkHandoffOutsideNotConnected } from './rules/handoffHours';
import { checkHandoffNobodyTold } from './rules/handoffNobodyTold';
import { checkInescapableLoop } from './rules/inescapableLoop';
import {
  checkKnowledgeNoUnknownPath,
  checkKnowledgeSourcesFailed,
  checkKnowledgeWithoutSources,
} from './rules/knowledgeNode';
import { checkLeadNeverSaved, fixLeadNeverSaved } from './rules/leadNeverSaved';
import { checkMenuShapeOnChannel } from './rules/menuShapeOnChannel';
import { checkMessageTooLongForChannel } from './rules/messageTooLongForChannel';
import { checkMissingPrivacyNotice, fixMissingPrivacyNotice } from './rules/missingPrivacyNotice';
import { checkNodeNotConfigured } from './rules/nodeNotConfigured';
import { checkNoReachableEnd, fixNoReachableEnd } from './rules/noReachableEnd';
import { checkOptionWithoutPath, fixOptionWithoutPath } from './rules/optionWithoutPath';
import { checkPowerActionsFailed, checkPowerConnectionMissing } from './rules/powerActions';
import { checkServiceUnavailable } from './rules/serviceUnavailable';
import { checkTooManyMenuButtons } from './rules/tooManyMenuButtons';
import { checkUnreachableNode, fixUnreachableNode } from './rules/unreachableNode';
import {
  checkUnvalidatedContactQuestion,
  fixUnvalidatedContactQuestion,
} from './rules/unvalidatedContactQuestion';
import { checkVariableUsedBeforeSet } from './rules/variableUsedBeforeSet';

/** Every Bot Doctor rule by id: its check and its one-click fix, if any. */
export const DOCTOR_RULES: Readonly<Record<DoctorRuleId, DoctorRule>> = {
  noReachableEnd: { check: checkNoReachableEnd, fix: fixNoReachableEnd },
  deadEnd: { check: checkDeadEnd, fix: fixDeadEnd },
  unreachableNode: { check: checkUnreachableNode, fix: fixUnreachableNode },
  optionWithoutPath: { check: checkOptionWithoutPath, fix: fixOptionWithoutPath },
  inescapableLoop: { check: checkInescapableLoop },
  variableUsedBeforeSet: { check: checkVariableUsedBeforeSet },
  unvalidatedContactQuestion: { check: checkUnvalidatedContactQuestion, fix: fixUnvalidatedContactQuestion },
  nodeNotConfigured: { check: checkNodeNotConfigured },
  serviceUnavailable: { check: checkServiceUnavailable },
  tooManyMenuButtons: { check: checkTooManyMenuButtons },
  menuShapeOnChannel: { check: checkMenuShapeOnChannel },
  buttonLabelTooLongForChannel: { check: checkButtonLabelTooLongForChannel },
  messageTooLongForChannel: { check: checkMessageTooLongForChannel },
  missingPrivacyNotice: { check: checkMissingPrivacyNotice, fix: fixMissingPrivacyNotice },
  leadNeverSaved: { check: checkLeadNeverSaved, fix: fixLeadNeverSaved },
  handoffHoursInvalid: { check: checkHandoffHoursInvalid },
  handoffOutsideNotConnected: { check: checkHandoffOutsideNotConnected },
  handoffNobodyTold: { check: checkHandoffNobodyTold },
  knowledgeWithoutSources: { check: checkKnowledgeWithoutSources },
  knowledgeSourcesFailed: { check: checkKnowledgeSourcesFailed },
  knowledgeNoUnknownPath: { check: checkKnowledgeNoUnknownPath },
  powerConnectionMissing: { check: checkPowerConnectionMissing },
  powerActionsFailed: { check: checkPowerActionsFailed },
  chargeAmountInvalid: { check: checkChargeAmountInvalid },
  chargeWithoutPaidPath: { check: checkChargeWithoutPaidPath },
  bookingHoursInvalid: { check: checkBookingHoursInvalid },
};

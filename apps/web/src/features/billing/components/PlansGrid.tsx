import { API, FREE_POWER_IDS, POWERS } from '@plubot/contracts';
import {
  INTEGRATION_PLAN_LIMITS,
  KNOWLEDGE_PLAN_LIMITS,
  MAX_DECISION_CONDITIONS,
  PAID_PLANS,
  type PaidPlanId,
  PLAN_LIMITS,
  type PlanId,
  toPlanId,
} from '@plubot/flow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';
import { callApi } from '../../../lib/callApi';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { useAuthStore } from '../../auth';
import './PlansGrid.css';

const SHOWN_PLANS = ['free', ...PAID_PLANS] as const;

/** The lines a plan card lists, from the one table of what each plan allows. */
function PlanFeatures({ plan }: { plan: PlanId }) {
  const { t, i18n } = useTranslation();
  const limits = PLAN_LIMITS[plan];
  const replies = limits.monthlyReplies;
  const knowledge = KNOWLEDGE_PLAN_LIMITS[plan];
  return (
    <ul className="plans__features">
      <li>
        {replies === null
          ? t('plans.features.unlimitedReplies')
          : t('plans.features.replies', { count: replies, n: replies.toLocaleString(i18n.language) })}
      </li>
      <li>{t('plans.features.buttons', { count: limits.menuButtons ?? MAX_DECISION_CONDITIONS })}</li>
      <li>
        {limits.proPowers
          ? t('plans.features.allPowers', { count: POWERS.length })
          : t('plans.features.freePowers', { count: FREE_POWER_IDS.length })}
      </li>
      <li>
        {t('knowledge.plans.feature', {
          count: knowledge.sources,
          sources: knowledge.sources.toLocaleString(i18n.language),
          megabytes: (knowledge.bytes / (1024 * 1024)).toLocaleString(i18n.language),
        })}
      </li>
      <li>
        {t('plans.features.integrationCalls', {
          n: INTEGRATION_PLAN_LIMITS[plan].monthlyCalls.toLocaleString(i18n.language),
        })}
      </li>
      <li>{t('plans.features.channels')}</li>
      <li>{t('plans.features.editor')}</li>
    </ul>
  );
}

/**
 * The plans of /plans and /pricing: Despierto and the three paid plans with what each allows and
 * its price. A signed-in owner buys a paid plan through Stripe Checkout when this server takes
 * payments; otherwise the page says how to reach the operator. The plan changes only when Stripe
 * confirms the payment to the server.
 */
export function PlansGrid() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = useAuthStore((state) => state.user);
  const current = user ? toPlanId(user.plan) : null;
  const billing = useQuery({
    queryKey: ['billing-config'],
    queryFn: () => callApi(API.billingConfig),
    staleTime: 60_000,
  });
  const [pending, setPending] = useState<PaidPlanId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const returned = params.get('checkout');

  const buy = async (plan: PaidPlanId) => {
    setPending(plan);
    setError(null);
    try {
      const { url } = await callApi(API.createCheckout, { body: { plan } });
      window.location.assign(url);
    } catch (failure) {
      setError(getErrorMessage(failure));
      setPending(null);
    }
  };

  return (
    <>
      {returned === 'success' && (
        <p className="plans__notice plans__notice--success" role="status">
          {t('plans.checkout.success')}
        </p>
      )}
      {returned === 'cancelled' && (
        <p className="plans__notice" role="status">
          {t('plans.checkout.cancelled')}
        </p>
      )}
      {billing.data && !billing.data.checkout && (
        <p className="plans__notice" role="note">
          {t('plans.checkout.offline')} <Link to="/contact">{t('plans.checkout.contact')}</Link>
        </p>
      )}
      {error && (
        <p className="plans__notice plans__notice--error" role="alert">
          {error}
        </p>
      )}
      <ul className="plans">
        {SHOWN_PLANS.map((plan) => {
          const price = PLAN_LIMITS[plan].priceUsd;
          const isCurrent = current === plan;
          return (
            <li key={plan}>
              <Card className={`plans__card${plan === 'master' ? ' plans__card--featured' : ''}`}>
                <h2 className="plans__name" id={`plan-${plan}`}>
                  {t(`plans.names.${plan}`)}
                </h2>
                <p className="plans__price">
                  {price === 0 ? t('plans.free') : t('plans.perMonth', { price: `USD ${price}` })}
                </p>
                <p className="plans__tagline">{t(`plans.taglines.${plan}`)}</p>
                <PlanFeatures plan={plan} />
                {isCurrent ? (
                  <p className="plans__current">{t('plans.current')}</p>
                ) : plan === 'free' ? (
                  !user && (
                    <ButtonLink to="/register" variant="secondary">
                      {t('plans.startFree')}
                    </ButtonLink>
                  )
                ) : !user ? (
                  <ButtonLink to="/login?redirect=%2Fplans" aria-describedby={`plan-${plan}`}>
                    {t('plans.choose')}
                  </ButtonLink>
                ) : (
                  <Button
                    onClick={() => void buy(plan)}
                    disabled={pending !== null || !billing.data?.checkout}
                    aria-describedby={`plan-${plan}`}
                  >
                    {pending === plan ? t('plans.redirecting') : t('plans.choose')}
                  </Button>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
      <p className="plans__footnote">{t('plans.footnote')}</p>
    </>
  );
}

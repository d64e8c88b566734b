import type { Schema, Struct } from '@strapi/strapi';

export interface AdminApiToken extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_api_tokens';
  info: {
    description: '';
    displayName: 'Api Token';
    name: 'Api Token';
    pluralName: 'api-tokens';
    singularName: 'api-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    accessKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    adminPermissions: Schema.Attribute.Relation<'oneToMany', 'admin::permission'>;
    adminUserOwner: Schema.Attribute.Relation<'manyToOne', 'admin::user'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }> &
      Schema.Attribute.DefaultTo<''>;
    encryptedKey: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    expiresAt: Schema.Attribute.DateTime;
    kind: Schema.Attribute.Enumeration<['content-api', 'admin']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'content-api'>;
    lastUsedAt: Schema.Attribute.DateTime;
    lifespan: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::api-token'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::api-token-permission'>;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.Enumeration<['read-only', 'full-access', 'custom']> &
      Schema.Attribute.DefaultTo<'read-only'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminApiTokenPermission extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_api_token_permissions';
  info: {
    description: '';
    displayName: 'API Token Permission';
    name: 'API Token Permission';
    pluralName: 'api-token-permissions';
    singularName: 'api-token-permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::api-token-permission'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    token: Schema.Attribute.Relation<'manyToOne', 'admin::api-token'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminPermission extends Struct.CollectionTypeSchema {
  collectionName: 'admin_permissions';
  info: {
    description: '';
    displayName: 'Permission';
    name: 'Permission';
    pluralName: 'permissions';
    singularName: 'permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    actionParameters: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<{}>;
    apiToken: Schema.Attribute.Relation<'manyToOne', 'admin::api-token'>;
    conditions: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<[]>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::permission'> & Schema.Attribute.Private;
    properties: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<{}>;
    publishedAt: Schema.Attribute.DateTime;
    role: Schema.Attribute.Relation<'manyToOne', 'admin::role'>;
    subject: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminRole extends Struct.CollectionTypeSchema {
  collectionName: 'admin_roles';
  info: {
    description: '';
    displayName: 'Role';
    name: 'Role';
    pluralName: 'roles';
    singularName: 'role';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    code: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::role'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users: Schema.Attribute.Relation<'manyToMany', 'admin::user'>;
  };
}

export interface AdminSession extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_sessions';
  info: {
    description: 'Session Manager storage';
    displayName: 'Session';
    name: 'Session';
    pluralName: 'sessions';
    singularName: 'session';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
    i18n: {
      localized: false;
    };
  };
  attributes: {
    absoluteExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    childId: Schema.Attribute.String & Schema.Attribute.Private;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deviceId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::session'> & Schema.Attribute.Private;
    metadata: Schema.Attribute.JSON & Schema.Attribute.Private;
    origin: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    sessionId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private & Schema.Attribute.Unique;
    status: Schema.Attribute.String & Schema.Attribute.Private;
    type: Schema.Attribute.String & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
  };
}

export interface AdminTransferToken extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_transfer_tokens';
  info: {
    description: '';
    displayName: 'Transfer Token';
    name: 'Transfer Token';
    pluralName: 'transfer-tokens';
    singularName: 'transfer-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    accessKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }> &
      Schema.Attribute.DefaultTo<''>;
    expiresAt: Schema.Attribute.DateTime;
    lastUsedAt: Schema.Attribute.DateTime;
    lifespan: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token-permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminTransferTokenPermission extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_transfer_token_permissions';
  info: {
    description: '';
    displayName: 'Transfer Token Permission';
    name: 'Transfer Token Permission';
    pluralName: 'transfer-token-permissions';
    singularName: 'transfer-token-permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token-permission'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    token: Schema.Attribute.Relation<'manyToOne', 'admin::transfer-token'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminUser extends Struct.CollectionTypeSchema {
  collectionName: 'admin_users';
  info: {
    description: '';
    displayName: 'User';
    name: 'User';
    pluralName: 'users';
    singularName: 'user';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    apiTokens: Schema.Attribute.Relation<'oneToMany', 'admin::api-token'> & Schema.Attribute.Private;
    blocked: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    firstname: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    isActive: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    lastname: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::user'> & Schema.Attribute.Private;
    password: Schema.Attribute.Password &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    preferedLanguage: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    registrationToken: Schema.Attribute.String & Schema.Attribute.Private;
    resetPasswordToken: Schema.Attribute.String & Schema.Attribute.Private;
    resetPasswordTokenExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    roles: Schema.Attribute.Relation<'manyToMany', 'admin::role'> & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    username: Schema.Attribute.String;
  };
}

export interface ApiCareerEnquiryCareerEnquiry extends Struct.CollectionTypeSchema {
  collectionName: 'career_enquiries';
  info: {
    description: 'Enquiries from the career variant of the contact form. A CV is kept in private storage; download it from the entry.';
    displayName: 'Forms \u00B7 Career enquiries';
    pluralName: 'career-enquiries';
    singularName: 'career-enquiry';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    aboutyou: Schema.Attribute.Text;
    company: Schema.Attribute.String;
    contact: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    cv: Schema.Attribute.JSON & Schema.Attribute.Private;
    cvOriginalName: Schema.Attribute.String;
    email: Schema.Attribute.String & Schema.Attribute.Required;
    firstCampaign: Schema.Attribute.String;
    firstContent: Schema.Attribute.String;
    firstGclid: Schema.Attribute.String;
    firstLiFatId: Schema.Attribute.String;
    firstMedium: Schema.Attribute.String;
    firstMsclkid: Schema.Attribute.String;
    firstname: Schema.Attribute.String & Schema.Attribute.Required;
    firstSource: Schema.Attribute.String;
    firstTerm: Schema.Attribute.String;
    hearAboutUs: Schema.Attribute.String;
    landingPage: Schema.Attribute.String;
    lastname: Schema.Attribute.String & Schema.Attribute.Required;
    latestCampaign: Schema.Attribute.String;
    latestContent: Schema.Attribute.String;
    latestGclid: Schema.Attribute.String;
    latestLiFatId: Schema.Attribute.String;
    latestMedium: Schema.Attribute.String;
    latestMsclkid: Schema.Attribute.String;
    latestSource: Schema.Attribute.String;
    latestTerm: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::career-enquiry.career-enquiry'> &
      Schema.Attribute.Private;
    notes: Schema.Attribute.Text;
    owner: Schema.Attribute.String & Schema.Attribute.CustomField<'global::team-member'>;
    pageUrl: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    referrerHost: Schema.Attribute.String;
    repeatSender: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    stage: Schema.Attribute.Enumeration<['new', 'contacted', 'qualified', 'won', 'lost']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'new'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiContactLeadContactLead extends Struct.CollectionTypeSchema {
  collectionName: 'contact_leads';
  info: {
    description: 'Project, partner and general enquiries sent from the contact forms, with the page they were sent from.';
    displayName: 'Forms \u00B7 Contact leads';
    pluralName: 'contact-leads';
    singularName: 'contact-lead';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    company: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.String & Schema.Attribute.Required;
    firstCampaign: Schema.Attribute.String;
    firstContent: Schema.Attribute.String;
    firstGclid: Schema.Attribute.String;
    firstLiFatId: Schema.Attribute.String;
    firstMedium: Schema.Attribute.String;
    firstMsclkid: Schema.Attribute.String;
    firstname: Schema.Attribute.String & Schema.Attribute.Required;
    firstSource: Schema.Attribute.String;
    firstTerm: Schema.Attribute.String;
    formType: Schema.Attribute.Enumeration<['project', 'partner', 'general']> & Schema.Attribute.Required;
    hearAbout: Schema.Attribute.String;
    landingPage: Schema.Attribute.String;
    lastname: Schema.Attribute.String & Schema.Attribute.Required;
    latestCampaign: Schema.Attribute.String;
    latestContent: Schema.Attribute.String;
    latestGclid: Schema.Attribute.String;
    latestLiFatId: Schema.Attribute.String;
    latestMedium: Schema.Attribute.String;
    latestMsclkid: Schema.Attribute.String;
    latestSource: Schema.Attribute.String;
    latestTerm: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::contact-lead.contact-lead'> & Schema.Attribute.Private;
    message: Schema.Attribute.Text;
    notes: Schema.Attribute.Text;
    owner: Schema.Attribute.String & Schema.Attribute.CustomField<'global::team-member'>;
    pageUrl: Schema.Attribute.String;
    phone: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    referrerHost: Schema.Attribute.String;
    repeatSender: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    stage: Schema.Attribute.Enumeration<['new', 'contacted', 'qualified', 'won', 'lost']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'new'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCrmHandoverCrmHandover extends Struct.CollectionTypeSchema {
  collectionName: 'crm_handovers';
  info: {
    description: "Each lead, newsletter subscriber and career enquiry handed to the team's CRM (CRM_PROVIDER): what was sent, whether it was delivered, and why not. Written and delivered by the site (src/crm); read-only here.";
    displayName: 'Forms \u00B7 CRM hand-over';
    pluralName: 'crm-handovers';
    singularName: 'crm-handover';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    attempts: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deliveredAt: Schema.Attribute.DateTime;
    deliveryStatus: Schema.Attribute.Enumeration<
      ['pending', 'delivering', 'delivered', 'retrying', 'failed', 'refused']
    > &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'pending'>;
    handoverId: Schema.Attribute.String & Schema.Attribute.Required;
    kind: Schema.Attribute.Enumeration<['lead', 'subscriber', 'career-enquiry']> & Schema.Attribute.Required;
    lastError: Schema.Attribute.Text;
    leaseOwner: Schema.Attribute.String & Schema.Attribute.Private;
    leaseUntil: Schema.Attribute.DateTime & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::crm-handover.crm-handover'> & Schema.Attribute.Private;
    nextAttemptAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    payload: Schema.Attribute.Text & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    signature: Schema.Attribute.String & Schema.Attribute.Private;
    submissionId: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiDailyJobDailyJob extends Struct.CollectionTypeSchema {
  collectionName: 'daily_jobs';
  info: {
    description: 'One row per job the service runs once a day (src/retention): when it last ran and what it did. Claimed by one instance under a lease, so a job runs once whatever the number of instances.';
    displayName: 'System \u00B7 Daily jobs';
    pluralName: 'daily-jobs';
    singularName: 'daily-job';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    lastOutcome: Schema.Attribute.Text;
    lastRunAt: Schema.Attribute.DateTime;
    leaseOwner: Schema.Attribute.String & Schema.Attribute.Private;
    leaseUntil: Schema.Attribute.DateTime & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::daily-job.daily-job'> & Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiJobApplicationJobApplication extends Struct.CollectionTypeSchema {
  collectionName: 'job_applications';
  info: {
    description: 'Applications sent from /jobs/{name}/ApplyNow when RECRUITING_PROVIDER is local: the recruiting record, the job, and the resume and cover letter kept in private storage (download them from the entry). One application per email and job.';
    displayName: 'Careers \u00B7 Job applications';
    pluralName: 'job-applications';
    singularName: 'job-application';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    applicationKey: Schema.Attribute.Text & Schema.Attribute.Required & Schema.Attribute.Private;
    Country: Schema.Attribute.String;
    coverLetter: Schema.Attribute.JSON & Schema.Attribute.Private;
    coverLetterOriginalName: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    Current_Employer: Schema.Attribute.String;
    Current_Job_Title: Schema.Attribute.String;
    Date_of_Birth: Schema.Attribute.String;
    Email: Schema.Attribute.String & Schema.Attribute.Required;
    Experience_in_Years: Schema.Attribute.String;
    First_Name: Schema.Attribute.String & Schema.Attribute.Required;
    firstCampaign: Schema.Attribute.String;
    firstContent: Schema.Attribute.String;
    firstGclid: Schema.Attribute.String;
    firstLiFatId: Schema.Attribute.String;
    firstMedium: Schema.Attribute.String;
    firstMsclkid: Schema.Attribute.String;
    firstSource: Schema.Attribute.String;
    firstTerm: Schema.Attribute.String;
    Gender: Schema.Attribute.String;
    Highest_Qualification_Held: Schema.Attribute.String;
    Internship: Schema.Attribute.String;
    Internship_Duration: Schema.Attribute.String;
    Job_Opening_Id: Schema.Attribute.String & Schema.Attribute.Required;
    Job_Opening_Name: Schema.Attribute.String & Schema.Attribute.Required;
    landingPage: Schema.Attribute.String;
    Last_Name: Schema.Attribute.String & Schema.Attribute.Required;
    latestCampaign: Schema.Attribute.String;
    latestContent: Schema.Attribute.String;
    latestGclid: Schema.Attribute.String;
    latestLiFatId: Schema.Attribute.String;
    latestMedium: Schema.Attribute.String;
    latestMsclkid: Schema.Attribute.String;
    latestSource: Schema.Attribute.String;
    latestTerm: Schema.Attribute.String;
    Linkedin_URL: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::job-application.job-application'> &
      Schema.Attribute.Private;
    Mobile: Schema.Attribute.String;
    Notice_Period: Schema.Attribute.String;
    Other_Links: Schema.Attribute.Text;
    Passout_Year: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    referrerHost: Schema.Attribute.String;
    resume: Schema.Attribute.JSON & Schema.Attribute.Private;
    resumeOriginalName: Schema.Attribute.String;
    State: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiJobOpeningJobOpening extends Struct.CollectionTypeSchema {
  collectionName: 'job_openings';
  info: {
    description: 'Roles shown on /career/open-roles when RECRUITING_PROVIDER is local (the default). Untick isOpen to take a role off the site; Job_Description and Job_details are HTML.';
    displayName: 'Careers \u00B7 Job openings';
    pluralName: 'job-openings';
    singularName: 'job-opening';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    Banner_description: Schema.Attribute.Text & Schema.Attribute.Required;
    City: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
    Country: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    isOpen: Schema.Attribute.Boolean & Schema.Attribute.Required & Schema.Attribute.DefaultTo<true>;
    Job_Description: Schema.Attribute.Text & Schema.Attribute.Required;
    Job_details: Schema.Attribute.Text & Schema.Attribute.Required;
    Job_Opening_Name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::job-opening.job-opening'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    Remote_Job: Schema.Attribute.Boolean & Schema.Attribute.Required & Schema.Attribute.DefaultTo<false>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    Work_Experience: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
  };
}

export interface ApiNewsletterSubscriberNewsletterSubscriber extends Struct.CollectionTypeSchema {
  collectionName: 'newsletter_subscribers';
  info: {
    description: "Addresses that signed up in the footer's newsletter form. Each address appears once, whatever its case or spaces; only confirmed addresses that have not unsubscribed count as subscribers.";
    displayName: 'Forms \u00B7 Newsletter subscribers';
    pluralName: 'newsletter-subscribers';
    singularName: 'newsletter-subscriber';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    confirmationSentAt: Schema.Attribute.DateTime;
    confirmedAt: Schema.Attribute.DateTime;
    consent: Schema.Attribute.Enumeration<['unconfirmed', 'confirmed', 'unsubscribed']>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.String & Schema.Attribute.Required;
    emailNormalized: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    firstCampaign: Schema.Attribute.String;
    firstContent: Schema.Attribute.String;
    firstGclid: Schema.Attribute.String;
    firstLiFatId: Schema.Attribute.String;
    firstMedium: Schema.Attribute.String;
    firstMsclkid: Schema.Attribute.String;
    firstSource: Schema.Attribute.String;
    firstTerm: Schema.Attribute.String;
    landingPage: Schema.Attribute.String;
    latestCampaign: Schema.Attribute.String;
    latestContent: Schema.Attribute.String;
    latestGclid: Schema.Attribute.String;
    latestLiFatId: Schema.Attribute.String;
    latestMedium: Schema.Attribute.String;
    latestMsclkid: Schema.Attribute.String;
    latestSource: Schema.Attribute.String;
    latestTerm: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::newsletter-subscriber.newsletter-subscriber'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    referrerHost: Schema.Attribute.String;
    unsubscribedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiOtherMarketingServicesOtherMarketingServices extends Struct.SingleTypeSchema {
  collectionName: 'shared_other_marketing_services';
  info: {
    description: 'The "other digital marketing services" block every service page shows, except the development pages.';
    displayName: 'Shared \u00B7 Marketing services';
    pluralName: 'other-marketing-services-blocks';
    singularName: 'other-marketing-services';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::other-marketing-services.other-marketing-services'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    services: Schema.Attribute.Component<'sections.other-service', true>;
    title: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiOutboxMailOutboxMail extends Struct.CollectionTypeSchema {
  collectionName: 'outbox_mails';
  info: {
    description: 'Every mail the site sends, rendered on the server. The outbox delivers each one over SMTP and retries while the mail server is unreachable; status, attempts and the last error show what happened.';
    displayName: 'System \u00B7 Outbox mails';
    pluralName: 'outbox-mails';
    singularName: 'outbox-mail';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    attempts: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dedupeKey: Schema.Attribute.String & Schema.Attribute.Required;
    deliveryStatus: Schema.Attribute.Enumeration<
      ['pending', 'held', 'sending', 'retrying', 'sent', 'failed', 'refused']
    > &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'pending'>;
    html: Schema.Attribute.Text & Schema.Attribute.Required;
    lastError: Schema.Attribute.Text;
    leaseOwner: Schema.Attribute.String & Schema.Attribute.Private;
    leaseUntil: Schema.Attribute.DateTime & Schema.Attribute.Private;
    listUnsubscribeUrl: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::outbox-mail.outbox-mail'> & Schema.Attribute.Private;
    messageId: Schema.Attribute.String & Schema.Attribute.Required;
    nextAttemptAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    recipient: Schema.Attribute.String & Schema.Attribute.Required;
    replyTo: Schema.Attribute.String;
    sentAt: Schema.Attribute.DateTime;
    signature: Schema.Attribute.String & Schema.Attribute.Private;
    subject: Schema.Attribute.String & Schema.Attribute.Required;
    submissionId: Schema.Attribute.String & Schema.Attribute.Required;
    submissionType: Schema.Attribute.String & Schema.Attribute.Required;
    template: Schema.Attribute.String & Schema.Attribute.Required;
    text: Schema.Attribute.Text & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPageVersionPageVersion extends Struct.CollectionTypeSchema {
  collectionName: 'page_versions';
  info: {
    description: "Each publish of a page, kept for its history (src/page-history): who published, when, and the published content. Shown and restored from the page's own edit view, never edited here.";
    displayName: 'System \u00B7 Page versions';
    pluralName: 'page-versions';
    singularName: 'page-version';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    authorEmail: Schema.Attribute.String;
    authorName: Schema.Attribute.String;
    content: Schema.Attribute.JSON & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::page-version.page-version'> & Schema.Attribute.Private;
    origin: Schema.Attribute.Enumeration<['publish', 'before-history']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'publish'>;
    pageDocumentId: Schema.Attribute.String & Schema.Attribute.Required;
    pageTitle: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    publishedOn: Schema.Attribute.DateTime & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPagePage extends Struct.CollectionTypeSchema {
  collectionName: 'pages';
  info: {
    description: 'The pages of the site: each with its search data, its hero and its sections in page order.';
    displayName: 'Pages';
    pluralName: 'pages';
    singularName: 'page';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    aboutFigures: Schema.Attribute.Component<'sections.figure-list', false>;
    aboutOffices: Schema.Attribute.Component<'sections.section-intro', false>;
    aboutPagesList: Schema.Attribute.Component<'sections.list-heading', false>;
    aboutStory: Schema.Attribute.Component<'sections.story-section', false>;
    agilitiBlock: Schema.Attribute.Component<'sections.contact-block', false>;
    agilitiFaqHeading: Schema.Attribute.Component<'sections.labelled-heading', false>;
    agilitiForm: Schema.Attribute.Component<'sections.contact-form-copy', false>;
    agilitiServicesHeading: Schema.Attribute.Component<'sections.labelled-heading', false>;
    applicationIntro: Schema.Attribute.Component<'sections.intro-text', false>;
    areaBlocks: Schema.Attribute.Component<'sections.service-block', true>;
    banner: Schema.Attribute.Component<'sections.service-block', false>;
    benefits: Schema.Attribute.Component<'sections.benefit-item', true>;
    callToAction: Schema.Attribute.Component<'sections.call-to-action', false>;
    careerBlock: Schema.Attribute.Component<'sections.contact-block', false>;
    careerForm: Schema.Attribute.Component<'sections.contact-form-copy', false>;
    certifications: Schema.Attribute.Component<'sections.cards-section', false>;
    cloudPartners: Schema.Attribute.Component<'sections.cards-section', false>;
    commitments: Schema.Attribute.Component<'sections.points-section', false>;
    communityPrograms: Schema.Attribute.Component<'sections.cards-section', false>;
    contactDetails: Schema.Attribute.Component<'sections.contact-details-section', false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    faq: Schema.Attribute.Component<'sections.faq-item', true>;
    generalForm: Schema.Attribute.Component<'sections.contact-form-copy', false>;
    hero: Schema.Attribute.Component<'sections.page-hero', false>;
    imprint: Schema.Attribute.Component<'sections.imprint-section', false>;
    industries: Schema.Attribute.Component<'sections.logo-set', false>;
    industry: Schema.Attribute.String;
    industryCaseStudy: Schema.Attribute.Component<'sections.related-story-section', false>;
    industrySectors: Schema.Attribute.Component<'sections.cards-heading', false>;
    industryServices: Schema.Attribute.Component<'sections.service-links-section', false>;
    industryValuePoints: Schema.Attribute.Component<'sections.cards-section', false>;
    inquiryForm: Schema.Attribute.Component<'sections.inquiry-section', false>;
    journey: Schema.Attribute.Component<'sections.journey-section', false>;
    leadership: Schema.Attribute.Component<'sections.leaders-section', false>;
    legal: Schema.Attribute.Component<'sections.legal-document', false>;
    lifeAndCareer: Schema.Attribute.Component<'sections.career-section', false>;
    listName: Schema.Attribute.String;
    listOrder: Schema.Attribute.Integer;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::page.page'> & Schema.Attribute.Private;
    measures: Schema.Attribute.Component<'sections.points-section', false>;
    mission: Schema.Attribute.Component<'sections.mission-section', false>;
    moreStories: Schema.Attribute.Component<'sections.list-heading', false>;
    noRoleFits: Schema.Attribute.Component<'sections.section-intro', false>;
    openRolesList: Schema.Attribute.Component<'sections.open-roles-section', false>;
    overview: Schema.Attribute.Component<'sections.overview', false>;
    partnerForm: Schema.Attribute.Component<'sections.contact-form-copy', false>;
    partnershipBenefits: Schema.Attribute.Component<'sections.cards-section', false>;
    path: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    pillars: Schema.Attribute.Component<'sections.cards-section', false>;
    principles: Schema.Attribute.Component<'sections.cards-section', false>;
    projectBlock: Schema.Attribute.Component<'sections.contact-block', false>;
    projectForm: Schema.Attribute.Component<'sections.contact-form-copy', false>;
    publishedAt: Schema.Attribute.DateTime;
    qaOverview: Schema.Attribute.Component<'sections.content-item', false>;
    qaStack: Schema.Attribute.Component<'sections.content-item', true>;
    qaStackHeading: Schema.Attribute.Component<'sections.list-heading', false>;
    qaStands: Schema.Attribute.Component<'sections.content-item', true>;
    qaStandsHeading: Schema.Attribute.Component<'sections.list-heading', false>;
    qaWeServe: Schema.Attribute.Component<'sections.content-item', true>;
    qaWeServeHeading: Schema.Attribute.Component<'sections.list-heading', false>;
    resources: Schema.Attribute.Component<'sections.cards-section', false>;
    search: Schema.Attribute.Component<'sections.search-data', false> & Schema.Attribute.Required;
    sectionHeadings: Schema.Attribute.Component<'sections.service-section-headings', false>;
    services: Schema.Attribute.Component<'sections.service-block', true>;
    servicesList: Schema.Attribute.Component<'sections.list-heading', false>;
    storiesList: Schema.Attribute.Component<'sections.list-heading', false>;
    storyApproach: Schema.Attribute.Component<'sections.points-section', false>;
    storyBuilt: Schema.Attribute.Component<'sections.cards-section', false>;
    storyChallenge: Schema.Attribute.Component<'sections.prose-section', false>;
    storyFacts: Schema.Attribute.Component<'sections.story-facts', false>;
    storyOutcome: Schema.Attribute.Component<'sections.outcome-section', false>;
    storyServices: Schema.Attribute.Component<'sections.service-links-section', false>;
    storyTechnologies: Schema.Attribute.Component<'sections.points-section', false>;
    successStories: Schema.Attribute.Component<'sections.section-intro', false>;
    technologies: Schema.Attribute.Component<'sections.section-intro', false>;
    techStack: Schema.Attribute.Component<'sections.tech-stack-group', true>;
    testimonials: Schema.Attribute.Component<'sections.testimonials-section', false>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    values: Schema.Attribute.Component<'sections.cards-section', false>;
    websiteRelatedPages: Schema.Attribute.Component<'sections.list-heading', false>;
    websiteServicesHeading: Schema.Attribute.Component<'sections.labelled-heading', false>;
    websiteTechStackHeading: Schema.Attribute.Component<'sections.labelled-heading', false>;
    whyChooseUs: Schema.Attribute.Component<'sections.why-choose-item', true>;
  };
}

export interface ApiPerformanceMetricsPerformanceMetrics extends Struct.SingleTypeSchema {
  collectionName: 'shared_performance_metrics';
  info: {
    description: 'The numbered metrics of the performance marketing page.';
    displayName: 'Shared \u00B7 Performance metrics';
    pluralName: 'performance-metrics-blocks';
    singularName: 'performance-metrics';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::performance-metrics.performance-metrics'> &
      Schema.Attribute.Private;
    metrics: Schema.Attribute.Component<'sections.performance-metric', true>;
    publishedAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPlatformLogosPlatformLogos extends Struct.SingleTypeSchema {
  collectionName: 'shared_platform_logos';
  info: {
    description: 'The social media and e-commerce platform logo rows of two marketing pages.';
    displayName: 'Shared \u00B7 Platform logos';
    pluralName: 'platform-logos-blocks';
    singularName: 'platform-logos';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    ecommercePlatforms: Schema.Attribute.Component<'sections.logo-set', false>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::platform-logos.platform-logos'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    socialMedia: Schema.Attribute.Component<'sections.logo-set', false>;
    title: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiRedirectRedirect extends Struct.CollectionTypeSchema {
  collectionName: 'redirects';
  info: {
    description: 'Old and campaign addresses of the site, sent on to a page (301, 302) or answered as gone (410). Served before any page, from memory; checked on save (src/redirects).';
    displayName: 'Redirects';
    pluralName: 'redirects';
    singularName: 'redirect';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    from: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    hits: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    lastHitAt: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::redirect.redirect'> & Schema.Attribute.Private;
    note: Schema.Attribute.Text;
    publishedAt: Schema.Attribute.DateTime;
    statusCode: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<301>;
    to: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiScheduledChangeScheduledChange extends Struct.CollectionTypeSchema {
  collectionName: 'scheduled_changes';
  info: {
    description: "A page or job opening to publish or unpublish at a set time. Written and shown by the admin's Scheduled changes page and the entry's Schedule panel (src/scheduled-changes); carried out by one instance under a lease.";
    displayName: 'System \u00B7 Scheduled changes';
    pluralName: 'scheduled-changes';
    singularName: 'scheduled-change';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    carriedOutBy: Schema.Attribute.String;
    change: Schema.Attribute.Enumeration<['publish', 'unpublish']> & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    finishedAt: Schema.Attribute.DateTime;
    leaseOwner: Schema.Attribute.String & Schema.Attribute.Private;
    leaseUntil: Schema.Attribute.DateTime & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::scheduled-change.scheduled-change'> &
      Schema.Attribute.Private;
    outcome: Schema.Attribute.Text;
    publishedAt: Schema.Attribute.DateTime;
    requestedBy: Schema.Attribute.String;
    runAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    state: Schema.Attribute.Enumeration<['scheduled', 'done', 'cancelled', 'failed']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'scheduled'>;
    targetDocumentId: Schema.Attribute.String & Schema.Attribute.Required;
    targetLabel: Schema.Attribute.String;
    targetType: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginContentReleasesRelease extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_releases';
  info: {
    displayName: 'Release';
    pluralName: 'releases';
    singularName: 'release';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    actions: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release-action'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release'> &
      Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    releasedAt: Schema.Attribute.DateTime;
    scheduledAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['ready', 'blocked', 'failed', 'done', 'empty']> & Schema.Attribute.Required;
    timezone: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginContentReleasesReleaseAction extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_release_actions';
  info: {
    displayName: 'Release Action';
    pluralName: 'release-actions';
    singularName: 'release-action';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    contentType: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    entryDocumentId: Schema.Attribute.String;
    isEntryValid: Schema.Attribute.Boolean;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release-action'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    release: Schema.Attribute.Relation<'manyToOne', 'plugin::content-releases.release'>;
    type: Schema.Attribute.Enumeration<['publish', 'unpublish']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginI18NLocale extends Struct.CollectionTypeSchema {
  collectionName: 'i18n_locale';
  info: {
    collectionName: 'locales';
    description: '';
    displayName: 'Locale';
    pluralName: 'locales';
    singularName: 'locale';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    code: Schema.Attribute.String & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::i18n.locale'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.SetMinMax<
        {
          max: 50;
          min: 1;
        },
        number
      >;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginReviewWorkflowsWorkflow extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_workflows';
  info: {
    description: '';
    displayName: 'Workflow';
    name: 'Workflow';
    pluralName: 'workflows';
    singularName: 'workflow';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    contentTypes: Schema.Attribute.JSON & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'[]'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow'> &
      Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    stageRequiredToPublish: Schema.Attribute.Relation<'oneToOne', 'plugin::review-workflows.workflow-stage'>;
    stages: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow-stage'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginReviewWorkflowsWorkflowStage extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_workflows_stages';
  info: {
    description: '';
    displayName: 'Stages';
    name: 'Workflow Stage';
    pluralName: 'workflow-stages';
    singularName: 'workflow-stage';
  };
  options: {
    draftAndPublish: false;
    version: '1.1.0';
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    color: Schema.Attribute.String & Schema.Attribute.DefaultTo<'#4945FF'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow-stage'> &
      Schema.Attribute.Private;
    name: Schema.Attribute.String;
    permissions: Schema.Attribute.Relation<'manyToMany', 'admin::permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    workflow: Schema.Attribute.Relation<'manyToOne', 'plugin::review-workflows.workflow'>;
  };
}

export interface PluginUploadFile extends Struct.CollectionTypeSchema {
  collectionName: 'files';
  info: {
    description: '';
    displayName: 'File';
    pluralName: 'files';
    singularName: 'file';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    alternativeText: Schema.Attribute.Text;
    caption: Schema.Attribute.Text;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    ext: Schema.Attribute.String;
    focalPoint: Schema.Attribute.JSON;
    folder: Schema.Attribute.Relation<'manyToOne', 'plugin::upload.folder'> & Schema.Attribute.Private;
    folderPath: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    formats: Schema.Attribute.JSON;
    hash: Schema.Attribute.String & Schema.Attribute.Required;
    height: Schema.Attribute.Integer;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.file'> & Schema.Attribute.Private;
    mime: Schema.Attribute.String & Schema.Attribute.Required;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    previewUrl: Schema.Attribute.Text;
    provider: Schema.Attribute.String & Schema.Attribute.Required;
    provider_metadata: Schema.Attribute.JSON;
    publishedAt: Schema.Attribute.DateTime;
    related: Schema.Attribute.Relation<'morphToMany'>;
    size: Schema.Attribute.Decimal & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    url: Schema.Attribute.Text & Schema.Attribute.Required;
    width: Schema.Attribute.Integer;
  };
}

export interface PluginUploadFolder extends Struct.CollectionTypeSchema {
  collectionName: 'upload_folders';
  info: {
    displayName: 'Folder';
    pluralName: 'folders';
    singularName: 'folder';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    children: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.folder'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    files: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.file'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.folder'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    parent: Schema.Attribute.Relation<'manyToOne', 'plugin::upload.folder'>;
    path: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    pathId: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginUsersPermissionsPermission extends Struct.CollectionTypeSchema {
  collectionName: 'up_permissions';
  info: {
    description: '';
    displayName: 'Permission';
    name: 'permission';
    pluralName: 'permissions';
    singularName: 'permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.permission'> &
      Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    role: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.role'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginUsersPermissionsRole extends Struct.CollectionTypeSchema {
  collectionName: 'up_roles';
  info: {
    description: '';
    displayName: 'Role';
    name: 'role';
    pluralName: 'roles';
    singularName: 'role';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.role'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 3;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.permission'>;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.String & Schema.Attribute.Unique;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.user'>;
  };
}

export interface PluginUsersPermissionsUser extends Struct.CollectionTypeSchema {
  collectionName: 'up_users';
  info: {
    description: '';
    displayName: 'User';
    name: 'user';
    pluralName: 'users';
    singularName: 'user';
  };
  options: {
    draftAndPublish: false;
    timestamps: true;
  };
  attributes: {
    blocked: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    confirmationToken: Schema.Attribute.String & Schema.Attribute.Private;
    confirmed: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.user'> & Schema.Attribute.Private;
    password: Schema.Attribute.Password &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    provider: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    resetPasswordToken: Schema.Attribute.String & Schema.Attribute.Private;
    role: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.role'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    username: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 3;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ContentTypeSchemas {
      'admin::api-token': AdminApiToken;
      'admin::api-token-permission': AdminApiTokenPermission;
      'admin::permission': AdminPermission;
      'admin::role': AdminRole;
      'admin::session': AdminSession;
      'admin::transfer-token': AdminTransferToken;
      'admin::transfer-token-permission': AdminTransferTokenPermission;
      'admin::user': AdminUser;
      'api::career-enquiry.career-enquiry': ApiCareerEnquiryCareerEnquiry;
      'api::contact-lead.contact-lead': ApiContactLeadContactLead;
      'api::crm-handover.crm-handover': ApiCrmHandoverCrmHandover;
      'api::daily-job.daily-job': ApiDailyJobDailyJob;
      'api::job-application.job-application': ApiJobApplicationJobApplication;
      'api::job-opening.job-opening': ApiJobOpeningJobOpening;
      'api::newsletter-subscriber.newsletter-subscriber': ApiNewsletterSubscriberNewsletterSubscriber;
      'api::other-marketing-services.other-marketing-services': ApiOtherMarketingServicesOtherMarketingServices;
      'api::outbox-mail.outbox-mail': ApiOutboxMailOutboxMail;
      'api::page-version.page-version': ApiPageVersionPageVersion;
      'api::page.page': ApiPagePage;
      'api::performance-metrics.performance-metrics': ApiPerformanceMetricsPerformanceMetrics;
      'api::platform-logos.platform-logos': ApiPlatformLogosPlatformLogos;
      'api::redirect.redirect': ApiRedirectRedirect;
      'api::scheduled-change.scheduled-change': ApiScheduledChangeScheduledChange;
      'plugin::content-releases.release': PluginContentReleasesRelease;
      'plugin::content-releases.release-action': PluginContentReleasesReleaseAction;
      'plugin::i18n.locale': PluginI18NLocale;
      'plugin::review-workflows.workflow': PluginReviewWorkflowsWorkflow;
      'plugin::review-workflows.workflow-stage': PluginReviewWorkflowsWorkflowStage;
      'plugin::upload.file': PluginUploadFile;
      'plugin::upload.folder': PluginUploadFolder;
      'plugin::users-permissions.permission': PluginUsersPermissionsPermission;
      'plugin::users-permissions.role': PluginUsersPermissionsRole;
      'plugin::users-permissions.user': PluginUsersPermissionsUser;
    }
  }
}

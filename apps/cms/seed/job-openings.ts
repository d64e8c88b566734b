/**
 * The open roles the content service starts with when RECRUITING_PROVIDER is local (issue 8): engineering,
 * QA, design, data and marketing, remote and on-site, at the offices BRAND.md names. Copy follows BRAND.md's
 * voice. Job_Description (roles and responsibilities) and Job_details (must-have skills) are HTML, which the
 * site sanitises before showing.
 */
import type { JobOpeningRecord } from '@auralis/content-manifest';

export type JobOpeningSeed = Omit<JobOpeningRecord, 'id' | 'Date_Opened' | 'Job_Type'>;

const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const section = (intro: string, items: readonly string[]) => `<p>${intro}</p>${list(items)}`;

export const jobOpeningSeeds: readonly JobOpeningSeed[] = [
  {
    Job_Opening_Name: 'Senior Backend Engineer (Node.js)',
    Work_Experience: '5-8 years',
    Remote_Job: false,
    City: 'Bengaluru',
    Country: 'India',
    Banner_description:
      'Build the APIs behind payment, lending and commerce products used by millions of people. You will own services from design to production in a team of six engineers.',
    Job_Description: section(
      'You join a product team at our Bengaluru headquarters that builds and runs backend services for a banking client.',
      [
        'Design and build REST and event-driven services in Node.js and TypeScript.',
        'Model data in PostgreSQL and keep queries fast as volumes grow.',
        'Write tests first, review code, and keep the build green.',
        'Own your services in production: dashboards, alerts and on-call one week in six.',
        'Mentor two mid-level engineers and run design reviews.',
      ],
    ),
    Job_details: list([
      'Five or more years building backend services, at least three with Node.js and TypeScript.',
      'Strong SQL and PostgreSQL: indexes, transactions, migrations.',
      'Experience with message queues such as Kafka or RabbitMQ.',
      'Working knowledge of AWS or Azure, Docker and CI pipelines.',
      'Clear written English for design documents and client updates.',
    ]),
  },
  {
    Job_Opening_Name: 'React Native Developer',
    Work_Experience: '3-5 years',
    Remote_Job: false,
    City: 'Pune',
    Country: 'India',
    Banner_description:
      'Ship mobile apps for healthcare and retail clients from our Pune delivery centre. One codebase, two stores, releases every two weeks.',
    Job_Description: section(
      'You build and release cross-platform apps with a designer, a QA engineer and two developers.',
      [
        'Build features in React Native and TypeScript from designs in Figma.',
        'Integrate REST and GraphQL APIs, push notifications and payments.',
        'Profile and fix performance problems on low-end Android devices.',
        'Prepare App Store and Google Play releases with the release manager.',
        'Write unit tests and keep crash-free sessions above 99.5%.',
      ],
    ),
    Job_details: list([
      'Three or more years of React Native in production apps.',
      'Solid TypeScript and React, including hooks and state management.',
      'Experience with native modules on iOS or Android.',
      'Familiarity with Jest and a device testing tool such as Detox or Maestro.',
    ]),
  },
  {
    Job_Opening_Name: 'QA Automation Engineer (Playwright)',
    Work_Experience: '3-6 years',
    Remote_Job: true,
    City: '',
    Country: '',
    Banner_description:
      'Catch regressions before our clients do. You will build and run test automation for web platforms that release every week. Work from anywhere in India.',
    Job_Description: section('You join the quality engineering practice and work inside a client delivery team.', [
      'Design end-to-end test suites in Playwright and TypeScript.',
      'Add API and contract tests to the delivery pipeline.',
      'Triage failures, report defects with clear steps, and verify fixes.',
      'Track flaky tests and remove their causes.',
      'Share test strategy with developers during sprint planning.',
    ]),
    Job_details: list([
      'Three or more years of test automation for web applications.',
      'Hands-on Playwright or Cypress with TypeScript or JavaScript.',
      'API testing with Postman, REST Assured or similar.',
      'Experience running tests in CI (GitHub Actions, GitLab CI or Azure DevOps).',
      'ISTQB Foundation is a plus.',
    ]),
  },
  {
    Job_Opening_Name: 'Senior Product Designer',
    Work_Experience: '6-9 years',
    Remote_Job: false,
    City: 'London',
    Country: 'United Kingdom',
    Banner_description:
      'Lead design for fintech and SaaS clients from our London office. You work directly with client product leads and our engineers in Bengaluru.',
    Job_Description: section('You lead the design of one or two client products, from research to shipped screens.', [
      'Plan and run user research: interviews, usability tests and analytics reviews.',
      'Turn findings into flows, wireframes and high-fidelity designs in Figma.',
      'Build and maintain design systems with the front-end team.',
      'Present work to client stakeholders and defend decisions with evidence.',
      'Coach two designers in our Pune and Bengaluru studios.',
    ]),
    Job_details: list([
      'Six or more years of product design, with a portfolio of shipped work.',
      'Expert Figma, including components, variables and prototyping.',
      'Experience with accessibility standards (WCAG 2.2 AA).',
      'Comfort presenting to senior client stakeholders.',
      'Right to work in the United Kingdom.',
    ]),
  },
  {
    Job_Opening_Name: 'Data Engineer (Azure and dbt)',
    Work_Experience: '4-7 years',
    Remote_Job: true,
    City: '',
    Country: '',
    Banner_description:
      'Build the data platforms our clients run their reporting and models on. Remote, with a team that meets in Bengaluru once a quarter.',
    Job_Description: section(
      'You join the data and AI practice and build pipelines for a retail and a healthcare client.',
      [
        'Build batch and streaming pipelines on Azure Data Factory and Databricks.',
        'Model data in dbt with tests and documentation.',
        'Set up data quality checks and alerting.',
        'Tune Spark jobs and warehouse costs.',
        'Work with analysts to define metrics once and reuse them.',
      ],
    ),
    Job_details: list([
      'Four or more years in data engineering.',
      'Strong SQL and Python; working Spark.',
      'Hands-on dbt and a cloud warehouse (Synapse, Snowflake or BigQuery).',
      'Experience with orchestration such as Airflow or Data Factory.',
    ]),
  },
  {
    Job_Opening_Name: 'Machine Learning Engineer',
    Work_Experience: '3-6 years',
    Remote_Job: false,
    City: 'Bengaluru',
    Country: 'India',
    Banner_description:
      'Put models into production for lending, support and forecasting use cases. You will own the path from notebook to monitored service.',
    Job_Description: section('You work with data scientists and backend engineers in our Bengaluru headquarters.', [
      'Package models as services and batch jobs with reproducible builds.',
      'Set up feature pipelines, model registries and deployment workflows.',
      'Monitor drift and accuracy, and plan retraining with the data scientists.',
      'Build retrieval and evaluation pipelines for LLM-based assistants.',
      'Document decisions so clients can run what we hand over.',
    ]),
    Job_details: list([
      'Three or more years building machine learning systems in production.',
      'Strong Python; experience with scikit-learn, PyTorch or XGBoost.',
      'MLOps tools such as MLflow, SageMaker or Azure ML.',
      'Docker and a cloud platform (AWS, Azure or Google Cloud).',
    ]),
  },
  {
    Job_Opening_Name: 'Performance Marketing Manager',
    Work_Experience: '5-8 years',
    Remote_Job: false,
    City: 'Dubai',
    Country: 'United Arab Emirates',
    Banner_description:
      'Run paid media for e-commerce and fintech clients across the Gulf from our Dubai office. You own budgets, targets and the numbers behind them.',
    Job_Description: section('You manage paid acquisition for a portfolio of four to six clients.', [
      'Plan and run campaigns on Google Ads, Meta, LinkedIn and TikTok.',
      'Set targets for cost per acquisition and return on ad spend with each client.',
      'Design tests for audiences, bids and creative, and report what changed.',
      'Work with our analytics team on tracking, attribution and dashboards.',
      'Lead two campaign specialists.',
    ]),
    Job_details: list([
      'Five or more years in performance marketing, agency or in-house.',
      'Managed monthly budgets above USD 100,000.',
      'Google Ads and Meta certifications.',
      'Confident with GA4, Looker Studio and spreadsheets.',
      'Arabic is a plus.',
    ]),
  },
  {
    Job_Opening_Name: 'Cloud DevOps Engineer (AWS)',
    Work_Experience: '4-7 years',
    Remote_Job: false,
    City: 'Austin',
    Country: 'United States',
    Banner_description:
      'Help US clients move workloads to AWS and run them well. Based in our Austin office, with a delivery team in Pune.',
    Job_Description: section('You lead infrastructure work on cloud migration and managed operations engagements.', [
      'Write infrastructure as code with Terraform and AWS CDK.',
      'Build CI/CD pipelines and deployment strategies with zero downtime.',
      'Run Kubernetes (EKS) clusters: upgrades, autoscaling and cost control.',
      'Set up logging, metrics and alerting, and take part in incident reviews.',
      'Keep environments aligned with ISO 27001 controls.',
    ]),
    Job_details: list([
      'Four or more years of DevOps or platform engineering.',
      'Deep AWS knowledge; an AWS professional certification is a plus.',
      'Terraform, Docker and Kubernetes in production.',
      'Scripting in Bash and Python.',
      'Authorization to work in the United States.',
    ]),
  },
  {
    Job_Opening_Name: 'Graduate Software Engineer',
    Work_Experience: '0-1 years',
    Remote_Job: false,
    City: 'Pune',
    Country: 'India',
    Banner_description:
      'Start your career on real client projects. Six weeks of training, then a place in a delivery team with a mentor.',
    Job_Description: section('You join the graduate program at our Pune delivery centre.', [
      'Complete six weeks of training in web development, testing and Git.',
      'Join a delivery team and pick up well-defined tasks from the first sprint.',
      'Pair with a senior engineer who reviews your code every day.',
      'Present what you learned to the program cohort every month.',
    ]),
    Job_details: list([
      'A degree in computer science, IT or a related field, graduating this year or last.',
      'Programming fundamentals in Java, JavaScript or Python.',
      'Basic SQL.',
      'Internship or project work you can talk about.',
    ]),
  },
  {
    Job_Opening_Name: 'B2B Content Marketing Specialist',
    Work_Experience: '2-4 years',
    Remote_Job: true,
    City: '',
    Country: '',
    Banner_description:
      'Write the articles, case studies and emails that bring in technology buyers. Remote, working with our marketing team in Bengaluru and London.',
    Job_Description: section('You plan and write content for our own brand and for two B2B clients.', [
      'Interview engineers and consultants, and turn their work into clear articles.',
      'Write case studies with honest, client-approved figures.',
      'Plan a monthly calendar with the SEO and email specialists.',
      'Measure what each piece brings in and adjust the plan.',
    ]),
    Job_details: list([
      'Two or more years writing B2B content, ideally about technology.',
      'Excellent written English, American spelling.',
      'Working knowledge of SEO and a CMS such as WordPress or Strapi.',
      'Three writing samples you are proud of.',
    ]),
  },
];

import { companyFacts } from '@auralis/site-config';
import type { SubServiceSeed } from '../types';

export const qaOperationsPages: readonly SubServiceSeed[] = [
  // /quality-assurance-services/automation-testing-services
  {
    page: 'automation-testing-services',
    banner: {
      title: 'Automated tests on every pull request',
      description:
        'We build regression suites for web, mobile and APIs that run inside your pipeline and report failures within minutes.',
      cta: 'Automate your regression',
    },
    overview: {
      title: 'Overview',
      heading: 'Regression testing that keeps pace with your releases',
      description: `Manual regression takes days, and it gets skipped when a deadline is close. We replace it with automated suites that run on every commit and report what broke before the code merges.

Our QA engineers start with an audit of your current test cases and pick the flows worth automating first: login, checkout, payments and other paths that cost money when they fail. We then build the framework, connect it to your CI server and train your team to extend it.

- **Weeks 1–2:** audit, tool choice and a pilot suite
- **Weeks 3–8:** core regression coverage running in CI
- **After that:** monthly upkeep and flaky-test triage`,
    },
    services: {
      items: [
        {
          title: 'Test automation framework setup',
          description:
            'We build a framework in Playwright, Selenium or Cypress with page objects, fixtures and test data helpers, so new tests are quick to write and easy to read.',
        },
        {
          title: 'Web UI regression suites',
          description:
            'We automate the critical journeys of your web application across Chrome, Firefox and Safari, and run them in parallel so a full regression finishes before the next merge.',
        },
        {
          title: 'Mobile app automation',
          description:
            'Appium suites drive your iOS and Android apps on emulators and on real devices in a cloud device lab, covering onboarding, payments and push notification flows.',
        },
        {
          title: 'API and contract testing',
          description:
            'We test REST and GraphQL endpoints with REST Assured, Postman and Pact contracts, catching breaking changes between services before they reach a shared environment.',
        },
        {
          title: 'CI/CD pipeline integration',
          description:
            'Suites run in GitHub Actions, GitLab CI or Jenkins on every pull request, with results posted to the merge request and failed runs blocking the release.',
        },
        {
          title: 'Flaky test triage and upkeep',
          description:
            'We track unstable tests, quarantine them, fix the root cause in waits or test data, and update the suites each sprint as your features change.',
        },
        {
          title: 'Visual regression checks',
          description:
            'Screenshot comparisons flag unintended layout changes on key pages and breakpoints, so a style change in one component cannot quietly break another screen.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Web and API',
          heading: 'Browser, unit and service-level testing',
          logos: ['selenium', 'cypress', 'webdriverio', 'postman', 'jest', 'pytest', 'junit5'],
        },
        {
          title: 'Mobile',
          heading: 'Native and hybrid apps on real devices',
          logos: ['appium', 'android', 'ios', 'saucelabs'],
        },
        {
          title: 'CI pipelines',
          heading: 'Where the suites run',
          logos: ['githubactions', 'gitlab', 'jenkins', 'circleci', 'docker'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Faster release cycles',
          description:
            'Regression that took your testers several days now runs in the pipeline while developers review code. Releases stop waiting for a manual sign-off window. Your team can ship weekly or daily without cutting coverage.',
        },
        {
          title: 'Earlier defect detection',
          description:
            'Tests run on each pull request, so a broken flow is reported to the developer who changed it while the change is still fresh. A fix at that point takes minutes. Later, the same defect becomes a support escalation.',
        },
        {
          title: 'Testers focus on exploration',
          description:
            'Once repetitive checks are automated, your manual testers spend their time on exploratory sessions, edge cases and new features. That is where human judgment finds the defects that scripts miss, such as confusing flows and odd data combinations.',
        },
        {
          title: 'Consistent coverage',
          description:
            'An automated suite runs the same steps with the same data every time. Coverage no longer depends on who is on leave or how close the deadline is. Reports show exactly which flows passed on each build.',
        },
        {
          title: 'Lower cost per release',
          description:
            'The framework takes effort up front, and after that each extra run costs almost nothing. Savings in manual regression hours grow with every release. We estimate the break-even point for your release pace before we start.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Engineers who write code',
          description:
            'Our automation engineers follow the same code review, linting and branching rules as your developers, so the test code stays maintainable.',
        },
        {
          title: 'Published automation results',
          description:
            'QA automation for the installer portal of a US energy-technology manufacturer is one of our published case studies.',
        },
        {
          title: 'Tool choice without lock-in',
          description:
            'We pick open-source frameworks that fit your stack and hand over the repository, so you own every test and can run it without us.',
        },
        {
          title: 'Clear weekly reporting',
          description:
            'Each week you see suite size, pass rate, flaky tests and coverage of critical flows in one dashboard.',
        },
        {
          title: 'Web, mobile and API together',
          description:
            'One team covers the browser, the device and the service layer, so end-to-end flows are tested across all three.',
        },
        {
          title: 'Flexible team models',
          description:
            'Engage us for a fixed-scope framework build, or add automation engineers to your own squad through Agiliti.',
        },
      ],
    },
    industries: {
      heading: 'Automation testing across industries',
      description: 'We aim each suite at the flows that carry the most risk in your sector.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We automate onboarding, KYC, payments and statement flows, and rerun them after every core-banking integration change.',
        },
        {
          industry: 'healthcare',
          description:
            'Suites cover appointment booking, patient records and consent flows, using synthetic data so no real patient information enters a test.',
        },
        {
          industry: 'edtech',
          description:
            'We automate enrollment, course playback, quizzes and grading across browsers and devices ahead of each academic term.',
        },
        {
          industry: 'internet-saas',
          description:
            'Tests check sign-up, billing, role permissions and multi-tenant data separation on every deploy.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We automate search, cart, checkout, promotions and order tracking so a pricing change never breaks the path to purchase.',
        },
        {
          industry: 'green-sustainability',
          description:
            'Suites check installer portals, device dashboards and energy data reports each time firmware or data feeds change.',
        },
      ],
    },
    faq: [
      {
        question: 'Which tests should we automate first?',
        answer:
          'Start with stable, high-value flows that you run on every release, such as login, checkout and payments. We rank your existing manual cases by run frequency, business risk and stability. Flows that change every sprint stay manual until they settle.',
      },
      {
        question: 'Playwright, Selenium or Cypress: which do you recommend?',
        answer:
          'It depends on your browsers, languages and team skills. Playwright suits most new web projects, Selenium fits large Java or multi-language estates, and Cypress works well for JavaScript teams testing a single app. We run a short pilot before committing.',
      },
      {
        question: 'How long does it take to build a regression suite?',
        answer:
          'A pilot suite with CI integration is ready in about two weeks. Core regression coverage for a typical web or mobile app takes another six weeks or so. We agree the scope and the order of flows in the first week.',
      },
      {
        question: 'Who maintains the tests after handover?',
        answer:
          'You choose. We can train your QA team and hand over the repository with documentation, or keep maintaining the suite on a monthly plan. Either way, the code lives in your version control.',
      },
      {
        question: 'Have you automated testing for a product like ours?',
        answer:
          'We built QA automation for the installer portal of a US energy-technology manufacturer, alongside analytics work. The client saw 60% fewer release regressions. The case study explains the approach.',
        cta: { label: 'Read the case study', path: '/portfolio/enphase' },
      },
      {
        question: 'Can you add automation engineers to our existing team?',
        answer:
          'Through Agiliti, vetted automation engineers join your team full-time and are onboarded in about two weeks. Billing is monthly, and a replacement guarantee covers any engineer who is not the right fit.',
        cta: { label: 'Hire through Agiliti', path: '/agiliti-hire-dedicated-developers' },
      },
    ],
  },

  // /quality-assurance-services/security-testing-services
  {
    page: 'security-testing-services',
    banner: {
      title: 'Find the gaps before attackers do',
      description:
        'Penetration tests, code scans and cloud reviews that end in a risk-ranked report and a retest of every fix.',
      cta: 'Book a security test',
    },
    overview: {
      title: 'Overview',
      heading: 'Security testing that ends with fixes, not just findings',
      description: `Scanners alone flag many possible issues and still miss the ones that matter, such as broken access control between user roles. Our testers combine automated tools with manual attacks that follow how a real intruder moves through an application.

Each engagement starts with a scoping call and written rules of engagement. We test web apps, mobile apps, APIs and cloud accounts, rate every finding by severity and likelihood, and show your developers how to reproduce and fix it.

- A test plan agreed before any traffic is sent
- A risk-ranked report with proof and remediation steps
- A retest of every finding your team has fixed`,
    },
    services: {
      items: [
        {
          title: 'Web application penetration testing',
          description:
            'Manual and tool-assisted tests against the OWASP Top 10, covering authentication, session handling, access control, injection and business logic flaws.',
        },
        {
          title: 'API security testing',
          description:
            'We test REST and GraphQL APIs against the OWASP API Security Top 10, with a focus on object-level authorization, rate limits and data exposed in responses.',
        },
        {
          title: 'Mobile app security testing',
          description:
            'Static and runtime analysis of iOS and Android apps following OWASP MASVS, including local storage, certificate pinning, reverse engineering and the APIs each app calls.',
        },
        {
          title: 'SAST and DAST in pipelines',
          description:
            'We add static code analysis and dynamic scans to your CI pipeline, tune out false positives and set rules for which findings block a merge.',
        },
        {
          title: 'Cloud configuration review',
          description:
            'We review IAM policies, network exposure, storage permissions, logging and encryption in your AWS, Azure or Google Cloud accounts against CIS benchmarks.',
        },
        {
          title: 'Dependency and container scanning',
          description:
            'We scan open-source libraries and container images for known vulnerabilities and license issues, then give you an upgrade path ranked by exploitability.',
        },
        {
          title: 'Remediation support and retesting',
          description:
            'Our testers walk your developers through each finding, review the fixes and retest, so the final report shows which issues are closed.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Application testing',
          heading: 'Intercepting, probing and exploiting',
          logos: ['burpsuite', 'zap', 'owasp', 'metasploit', 'kalilinux', 'wireshark'],
        },
        {
          title: 'Code and dependencies',
          heading: 'Scanning source, libraries and images',
          logos: ['snyk', 'checkmarx', 'sonarqubeserver', 'trivy', 'dependabot'],
        },
        {
          title: 'Cloud and infrastructure',
          heading: 'Reviewing accounts, clusters and secrets',
          logos: ['qualys', 'googlecloud', 'kubernetes', 'vault', 'terraform'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Know your real exposure',
          description:
            'A scan lists possible issues, while a penetration test shows which ones an attacker can actually use. You see the path from a weak point to your data. That makes it clear where the fix budget should go first.',
        },
        {
          title: 'Evidence for audits',
          description:
            'Our reports map findings to OWASP categories and record scope, dates and methods. Auditors, enterprise customers and regulators get the documentation they ask for. Retest results prove that issues were closed, not just logged.',
        },
        {
          title: 'Fewer emergency patches',
          description:
            'Issues found in testing get fixed in a planned sprint. Left alone, the same issues surface as incidents that pull engineers off the roadmap at night. Planned fixes cost less and break less.',
        },
        {
          title: 'Safer code over time',
          description:
            'Each finding comes with the vulnerable code pattern and a fix. After a few cycles, your developers stop repeating the same mistakes. Pipeline scans then catch the common ones before code review.',
        },
        {
          title: 'Shorter enterprise sales cycles',
          description:
            'Large buyers send security questionnaires and ask for a recent penetration test. A current report from an ISO 27001-certified company answers many of those questions at once. Your sales team waits less on security reviews.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'ISO 27001-certified practices',
          description:
            'We handle your credentials, test data and reports under the information security controls of our ISO 27001 certification.',
        },
        {
          title: 'Manual testing, not only scans',
          description:
            'Our testers chain low-severity findings into real attack paths, which automated scanners cannot do on their own.',
        },
        {
          title: 'Clear rules of engagement',
          description:
            'Scope, test windows, source IP addresses and emergency contacts are agreed in writing before testing starts.',
        },
        {
          title: 'Reports developers can use',
          description:
            'Every finding includes reproduction steps, affected endpoints, a severity rating and a code-level fix.',
        },
        {
          title: 'Retest planned in scope',
          description: 'We plan a retest window into each engagement, so closing the findings is part of the job.',
        },
        {
          title: 'Builders as well as testers',
          description:
            'Our engineers also build and run applications, so the fixes we suggest fit real release schedules.',
        },
      ],
    },
    industries: {
      heading: 'Security testing for regulated and high-traffic sectors',
      description:
        'Each sector has its own attack surface and its own compliance questions, and our test plans start from both.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We test payment flows, account takeover defenses and core-banking APIs against the controls that regulators and card schemes expect.',
        },
        {
          industry: 'healthcare',
          description:
            'We check that patient records, lab results and telehealth sessions stay private between roles, tenants and devices.',
        },
        {
          industry: 'edtech',
          description:
            'We test student data isolation, exam integrity and the access rules for parents and teachers on learning platforms.',
        },
        {
          industry: 'internet-saas',
          description:
            'We probe tenant isolation, SSO and API keys, and give you a report you can share with enterprise buyers.',
        },
        {
          industry: 'digital-commerce',
          description: 'We test checkout, coupon logic, stored cards and admin panels for fraud paths and data leaks.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We assess connected-device portals and telemetry APIs, where one weak control could expose sites or equipment.',
        },
      ],
    },
    faq: [
      {
        question: 'What is the difference between a vulnerability scan and a penetration test?',
        answer:
          'A scan runs automated checks for known weaknesses and produces a long list of possible issues. A penetration test adds manual work: our testers confirm which issues are exploitable and chain them into realistic attacks. Most products need both, at different intervals.',
      },
      {
        question: 'Will testing affect our production systems?',
        answer:
          'We prefer a staging environment that mirrors production. If testing must run in production, we agree test windows, avoid destructive payloads and keep an emergency contact on call. Denial-of-service tests run only with written approval.',
      },
      {
        question: 'How long does a penetration test take?',
        answer:
          'A single web application takes one to two weeks of testing, plus a few days for the report. APIs, mobile apps and cloud accounts add time depending on their size. We give you a fixed schedule after scoping.',
      },
      {
        question: 'How often should we run security tests?',
        answer:
          'Test at least once a year and after any major release, new integration or infrastructure change. Pipeline scans cover the weeks in between. Regulated products often need a test every quarter.',
      },
      {
        question: 'Can you help us fix what you find?',
        answer:
          'Our testers explain each finding to your developers and review the fixes. If you need extra hands, our maintenance team can take on the remediation work.',
        cta: {
          label: 'See maintenance and support',
          path: '/operations-managed-services/maintenance-support-services',
        },
      },
      {
        question: 'What do we need to provide before testing starts?',
        answer:
          'We need a signed scope, test accounts for each user role, API documentation if you have it, and a named contact. For cloud reviews we also need read-only access to the accounts in scope.',
        cta: { label: 'Scope a security test', path: '/contact' },
      },
    ],
  },

  // /quality-assurance-services/performance-testing-services
  {
    page: 'performance-testing-services',
    banner: {
      title: 'Know your breaking point before launch',
      description: 'We simulate peak traffic, measure response times under load and show you what to tune first.',
      cta: 'Plan a load test',
    },
    overview: {
      title: 'Overview',
      heading: 'Capacity you have measured, not guessed',
      description: `Systems that pass every functional test can still fail when traffic doubles on a sale day or at the start of a school term. Performance testing shows where that limit is while there is still time to move it.

We model load from your analytics and server logs, script the journeys that carry the most traffic, and run them against a production-like environment. While the test runs, APM traces and database metrics show which service, query or cache gives way first.

You get:
- capacity limits and response-time baselines per journey
- a ranked list of bottlenecks, with evidence
- a tuning plan and a repeat test after the changes`,
    },
    services: {
      items: [
        {
          title: 'Load testing',
          description:
            'We run expected peak traffic against your system for a sustained period and measure response times, error rates and throughput for every key journey.',
        },
        {
          title: 'Stress and spike testing',
          description:
            'We push load past expected peaks and add sudden bursts to see how the system fails, whether it recovers on its own and how long recovery takes.',
        },
        {
          title: 'Soak testing',
          description:
            'Tests run at steady load for hours to expose memory leaks, exhausted connection pools, growing queues and log volumes that short tests never reveal.',
        },
        {
          title: 'Workload modeling',
          description:
            'We build test scenarios from your analytics, access logs and business forecasts, so the simulated mix of users and requests matches real traffic.',
        },
        {
          title: 'Bottleneck analysis and tuning',
          description:
            'Using APM traces, profilers and query plans, we pin slow responses to code, queries, caches or infrastructure limits, then verify each fix with a rerun.',
        },
        {
          title: 'Performance checks in CI',
          description:
            'Short k6 tests run in your pipeline with response-time thresholds, so a slow endpoint fails the build instead of reaching production.',
        },
        {
          title: 'Front-end performance audits',
          description:
            'We measure Core Web Vitals, bundle size and rendering cost on real devices and network profiles, and list the changes that make pages faster.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Load generation',
          heading: 'Scripting traffic at scale',
          logos: ['k6', 'apachejmeter', 'gatling', 'locust'],
        },
        {
          title: 'Monitoring and APM',
          heading: 'Tracing every slow request',
          logos: ['grafana', 'prometheus', 'datadog', 'newrelic', 'dynatrace', 'opentelemetry'],
        },
        {
          title: 'Test environments',
          heading: 'Production-like setups on demand',
          logos: ['docker', 'kubernetes', 'googlecloud', 'influxdb', 'terraform'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Launch days without outages',
          description:
            'A sale, campaign or product launch is the worst time to discover a capacity limit. Testing first shows whether the system holds at the traffic you expect. If it does not, you still have time to fix it.',
        },
        {
          title: 'Right-sized infrastructure',
          description:
            'Measured capacity tells you how many instances, database nodes and cache nodes you actually need. Teams stop over-provisioning out of caution. Cloud spend then follows real demand instead of guesswork and habit.',
        },
        {
          title: 'Faster pages, better conversion',
          description:
            'Slow responses cost sign-ups and sales long before a system crashes. Tuning the slowest journeys improves every visit, not only the busiest hour. Baselines let you track the effect in your own analytics.',
        },
        {
          title: 'Regressions caught in pipelines',
          description:
            'Performance thresholds in CI stop a slow query or a heavy dependency at the merge request. Developers see the impact of their change while it is still small. Response times stay stable from release to release.',
        },
        {
          title: 'A clear scaling plan',
          description:
            'You get numbers for how far the current architecture can go and which component limits it next. Scaling becomes a planned roadmap item. Architecture changes are made for measured reasons.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Realistic traffic models',
          description: 'Scenarios come from your logs and analytics, not from a round number of virtual users.',
        },
        {
          title: 'Root cause, not just charts',
          description: 'Our engineers read traces, query plans and heap dumps to explain why a response is slow.',
        },
        {
          title: 'Cloud partner experience',
          description:
            'As partners of AWS, Microsoft Azure and Google Cloud, we know how autoscaling, managed databases and load balancers behave under pressure.',
        },
        {
          title: 'Tests you can rerun',
          description:
            'Scripts, data sets and dashboards are handed over in your repository, ready for the next release.',
        },
        {
          title: 'Developers on the team',
          description: 'Testers work with engineers who can propose and apply the fix, not only report the problem.',
        },
        {
          title: 'Safe test execution',
          description:
            'We agree load limits, test windows and abort criteria with your operations team before any test starts.',
        },
      ],
    },
    industries: {
      heading: 'Performance testing for peak moments',
      description: 'Every sector has a day when traffic spikes, and we plan the tests around it.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We test trading, payment and loan application systems for month-end, salary-day and market-open peaks.',
        },
        {
          industry: 'healthcare',
          description:
            'We load-test appointment portals, telehealth video and claims processing for seasonal surges and public health campaigns.',
        },
        {
          industry: 'edtech',
          description:
            'We simulate exam starts, result days and enrollment windows, when large numbers of students hit the same pages in the same minute.',
        },
        {
          industry: 'internet-saas',
          description:
            'We check that multi-tenant services keep response times steady as large customers onboard and batch jobs run.',
        },
        {
          industry: 'digital-commerce',
          description: 'We rehearse flash sales and holiday peaks across search, cart, checkout and payment gateways.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We test platforms that ingest meter and device telemetry at high frequency, so dashboards stay current as fleets grow.',
        },
      ],
    },
    faq: [
      {
        question: 'When should we run performance tests?',
        answer:
          'Run a full test before a major launch, a marketing campaign or an infrastructure change. Add short threshold checks to your pipeline so regressions show up between the big tests. We can schedule tests around your release calendar.',
      },
      {
        question: 'Do you test in production or in a separate environment?',
        answer:
          'We normally test in a staging environment sized like production, so the results transfer. Some systems also get controlled tests in production during low-traffic hours. We agree limits and abort criteria either way.',
      },
      {
        question: 'Which tool do you use: k6 or JMeter?',
        answer:
          'We use k6 for most API and web tests because the scripts live in code next to your application. JMeter suits protocols and legacy systems that k6 does not cover, and teams that already have JMeter plans. We can convert existing scripts if you want a single tool.',
      },
      {
        question: 'How long does a performance testing engagement take?',
        answer:
          'A focused load test of a few journeys takes two to three weeks, including modeling, scripting, test runs and a report. Tuning support and repeat tests add time depending on what we find. We share a plan after the first workshop.',
      },
      {
        question: 'Can you fix the bottlenecks as well?',
        answer:
          'Our engineers can tune queries, caching and infrastructure themselves, or pair with your developers on the changes. For ongoing scaling and cost work, our cloud management team takes over after the test.',
        cta: { label: 'Explore cloud management', path: '/operations-managed-services/cloud-management-solutions' },
      },
      {
        question: 'What do you need from us to start?',
        answer:
          'We need analytics or logs for traffic modeling, a test environment, and contacts in engineering and operations. Test data must be safe to use at volume. A short call is enough to scope the work.',
        cta: { label: 'Talk to a performance engineer', path: '/contact' },
      },
    ],
  },

  // /quality-assurance-services/functional-testing-services
  {
    page: 'functional-testing-services',
    banner: {
      title: 'Features that match the spec',
      description:
        'Our testers check every user story on the browsers and devices your users have, and log defects that developers can reproduce.',
      cta: 'Start functional testing',
    },
    overview: {
      title: 'Overview',
      heading: 'Testing every feature against what it should do',
      description: `A feature can pass its unit tests and still do the wrong thing for a user. Functional testing checks behavior against the requirement: the right result, the right error message, the right data saved.

Our testers join your sprint planning, turn acceptance criteria into traceable test cases, and run them as features land. Between releases they run smoke and regression cycles, and they guide your business users through acceptance testing.

Every defect goes into Jira with steps to reproduce, expected and actual results, screenshots and environment details. Before each release you get a coverage report that links requirements, test cases and open defects.`,
    },
    services: {
      items: [
        {
          title: 'Test case design',
          description:
            'We turn user stories and acceptance criteria into test cases with boundary values, negative paths and data sets, each traced back to its requirement.',
        },
        {
          title: 'Smoke and sanity testing',
          description:
            'A short check on every new build confirms that the core flows work before the team spends time on deeper testing of the release.',
        },
        {
          title: 'Manual regression cycles',
          description:
            'Before each release we rerun the affected areas of the product, chosen by change impact, so a fix in one module does not break another.',
        },
        {
          title: 'Integration testing',
          description:
            'We test how your application exchanges data with payment gateways, CRMs, ERPs and third-party APIs, including timeouts, retries and malformed responses.',
        },
        {
          title: 'User acceptance testing support',
          description:
            'We prepare UAT scripts, environments and data, guide your business users through sessions and turn their feedback into clear, prioritized defects.',
        },
        {
          title: 'Cross-browser and device testing',
          description:
            'We check layouts and behavior on the browser versions, operating systems and screen sizes that your analytics show your users actually have.',
        },
        {
          title: 'Exploratory testing',
          description:
            'Time-boxed sessions with a written charter let experienced testers probe unusual inputs and user behavior that scripted test cases do not cover.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Test management',
          heading: 'Cases, runs and defects in one place',
          logos: ['jira', 'testrail', 'qase', 'confluence'],
        },
        {
          title: 'Browsers and devices',
          heading: 'The environments your users have',
          logos: ['googlechrome', 'firefox', 'safari', 'android', 'ios', 'saucelabs'],
        },
        {
          title: 'API and BDD',
          heading: 'Service checks and shared scenarios',
          logos: ['postman', 'insomnia', 'cucumber'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Releases you can sign off',
          description:
            'The coverage report shows which requirements passed, which failed and which defects remain open. Product owners decide on a release with evidence in front of them. Nobody has to guess whether a feature was tested.',
        },
        {
          title: 'Defects that get fixed fast',
          description:
            'Clear reproduction steps, logs and screenshots mean developers spend their time fixing, not asking questions. Defects move through triage in a single pass. Fewer tickets bounce back to the tester marked “cannot reproduce”.',
        },
        {
          title: 'Fewer surprises in production',
          description:
            'Testing negative paths, integrations and real devices finds the problems that users would otherwise report to support. Your team spends the week after launch on the next feature instead of on urgent hotfixes.',
        },
        {
          title: 'Requirement gaps found early',
          description:
            'Writing test cases exposes vague or conflicting acceptance criteria before development finishes. Questions get answered in refinement, not in a late defect. The cost of each change stays low because nothing has been built on the wrong assumption.',
        },
        {
          title: 'A base for automation',
          description:
            'Well-written, stable test cases are the starting point for an automated suite. When you are ready to automate, the cases are already prioritized and documented. The move to automation starts faster.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Testers inside your sprint',
          description:
            'Our testers attend planning, refinement and reviews, so testing keeps pace with development instead of trailing it.',
        },
        {
          title: 'Traceability by default',
          description:
            'Every test case links to a requirement and every defect to a test case, which makes audits and release reviews simple.',
        },
        {
          title: 'Knowledge of six sectors',
          description:
            'Our teams test banking, healthcare, education, SaaS, commerce and energy products, and know the rules each one works under.',
        },
        {
          title: 'ISO 9001 quality management',
          description:
            'Test planning, execution and reporting follow the documented processes of our ISO 9001-certified quality system.',
        },
      ],
    },
    industries: {
      heading: 'Functional testing by industry',
      description: 'We write test cases around the rules and workflows that matter most in each sector.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We test interest calculations, fee rules, statement generation and maker-checker approvals against the product specifications.',
        },
        {
          industry: 'healthcare',
          description:
            'We verify clinical workflows, prescription rules and role-based access to patient records across web and mobile.',
        },
        {
          industry: 'edtech',
          description:
            'We test course authoring, assessments, grading rules and progress tracking for students, teachers and administrators.',
        },
        {
          industry: 'internet-saas',
          description:
            'We check subscription plans, feature flags, permissions and integrations each time your product ships a release.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We test catalog rules, pricing, discounts, taxes, shipping options and returns across every storefront and app.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We verify energy calculations, carbon reports and device data displays against the formulas and sources behind them.',
        },
      ],
    },
    faq: [
      {
        question: 'What is the difference between functional and non-functional testing?',
        answer:
          'Functional testing checks what the system does: features, rules and data. Non-functional testing checks how well it does it, such as speed, security and accessibility. We cover the second through our performance and security testing services.',
        cta: { label: 'See performance testing', path: '/quality-assurance-services/performance-testing-services' },
      },
      {
        question: 'Do you write the test cases or use ours?',
        answer:
          'Both work. We can review and extend your existing cases, or write new ones from user stories and acceptance criteria. Either way, every case is linked to a requirement.',
      },
      {
        question: 'Which test management tools do you support?',
        answer:
          'We work in Jira with Xray or Zephyr, TestRail, Qase or Azure Test Plans, and adapt to the tool your team already uses. If you have none, we set one up in the first week.',
      },
      {
        question: 'How do you choose which devices and browsers to test?',
        answer:
          'We start from your analytics and cover the combinations that bring most of your traffic, plus older versions your contracts require. Real devices come from a cloud device lab. The matrix is reviewed every quarter.',
      },
      {
        question: 'Can we scale testers up and down with our release plan?',
        answer:
          'We staff for your release calendar, adding testers before a major release and reducing the team after it. For long-term needs, Agiliti testers can join your team full-time.',
        cta: { label: 'Learn about Agiliti', path: '/agiliti-hire-dedicated-developers' },
      },
      {
        question: 'When should manual tests become automated?',
        answer:
          'Automate a test once the feature is stable and the test runs on every release. New or changing features stay manual for a few sprints. We review candidates with you each quarter.',
      },
    ],
  },

  // /quality-assurance-services/quality-assurance-consulting
  {
    page: 'quality-assurance-consulting',
    banner: {
      title: 'A QA process that fits your pace',
      description:
        'We assess how your teams test today and hand you a target strategy with a roadmap for the year ahead.',
      cta: 'Assess your QA',
    },
    overview: {
      title: 'Overview',
      heading: 'From testing at the end to quality at every stage',
      description: `Many teams still test late: the code is finished, a QA phase starts, and defects pile up days before the release date. Adding testers does not fix that. The process has to change.

Our consultants spend two to four weeks with your teams. They interview engineers, testers and product owners, review test assets, tools, environments and defect data, and score your practice against a maturity model. The method draws on our own ISO 9001-certified quality system.

You receive:
- a maturity assessment with findings and evidence
- a target test strategy and tooling recommendation
- a twelve-month roadmap, with the first changes made alongside your team`,
    },
    services: {
      items: [
        {
          title: 'QA maturity assessment',
          description:
            'We review your test process, tools, environments, data and metrics against a maturity model and show where releases lose time and quality.',
        },
        {
          title: 'Test strategy design',
          description:
            'We define test levels, ownership, entry and exit criteria, and the balance of unit, API, UI and manual tests for each of your products.',
        },
        {
          title: 'Shift-left implementation',
          description:
            'We embed QA in each squad, add testing to refinement and the definition of done, and coach developers to write and own more tests.',
        },
        {
          title: 'Tool selection and rationalization',
          description:
            'We compare frameworks, test management tools and device labs against your stack and budget, and retire the tools that overlap.',
        },
        {
          title: 'Test environment and data strategy',
          description:
            'We plan stable environments, seeded and masked test data, and service virtualization, so tests stop failing for reasons unrelated to the code.',
        },
        {
          title: 'Quality metrics and dashboards',
          description:
            'We define measures such as escaped defects, lead time and flaky-test rate, and build dashboards your leadership can read at a glance.',
        },
        {
          title: 'QA team setup and coaching',
          description:
            'We help you hire, structure and train a QA team, with role definitions, career paths and hands-on coaching through the first releases.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Test frameworks',
          heading: 'Options for each layer of testing',
          logos: ['selenium', 'cypress', 'appium', 'k6', 'cucumber', 'pytest'],
        },
        {
          title: 'Pipelines and quality gates',
          heading: 'Where tests and checks run',
          logos: ['githubactions', 'gitlab', 'jenkins', 'bitbucket', 'sonarqubeserver'],
        },
        {
          title: 'Reporting and tracking',
          heading: 'Making quality visible',
          logos: ['jira', 'testrail', 'grafana', 'confluence'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Shorter release cycles',
          description:
            'When testing runs alongside development, the long QA phase at the end shrinks. Releases no longer wait for a testing window. Teams can move to a faster cadence without taking on more risk.',
        },
        {
          title: 'Less spend on overlapping tools',
          description:
            'Duplicate licenses and unused frameworks cost money and attention. A clear tooling plan keeps what works and retires the rest. Your team learns fewer tools and gets more out of each one.',
        },
        {
          title: 'Quality everyone owns',
          description:
            'Shift-left makes developers, testers and product owners responsible for quality together. Defects are prevented in refinement and code review instead of found at the end. QA stops being the last gate that everyone blames.',
        },
        {
          title: 'Decisions based on metrics',
          description:
            'Dashboards show escaped defects, test stability and cycle time per team. Leaders see where to invest and whether a change worked. Quality discussions move from opinions and anecdotes to shared data.',
        },
        {
          title: 'A roadmap you can follow',
          description:
            'Recommendations come as a sequenced plan with owners, effort and expected outcomes for each quarter. Your team knows what to change first. We can stay involved for implementation or hand the plan over.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Consultants who also deliver',
          description:
            'Our consultants come from teams that run automation, performance and security testing every day, so their advice is practical.',
        },
        {
          title: 'A certified quality system',
          description: 'We apply the same ISO 9001-certified quality processes that govern our own projects.',
        },
        {
          title: 'Advice fitted to your stack',
          description:
            'Recommendations weigh open-source and commercial options against your languages, skills and budget.',
        },
        {
          title: 'Help with implementation',
          description:
            'After the assessment, our engineers can build the first frameworks and pipelines with your team, or Agiliti engineers can join for the longer term.',
        },
      ],
    },
    industries: {
      heading: 'QA consulting for every sector we serve',
      description: 'We shape each test strategy around the sector’s risks, regulations and release patterns.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We align test strategy with the audit trails, change approvals and regulatory reporting that banks and lenders must keep.',
        },
        {
          industry: 'healthcare',
          description:
            'We design validation and documentation practices that fit clinical safety and patient data rules.',
        },
        {
          industry: 'edtech',
          description:
            'We plan testing around academic calendars, so major releases and regression cycles land before term starts.',
        },
        {
          industry: 'internet-saas',
          description:
            'We help SaaS teams move to continuous delivery with quality gates that keep daily deploys safe.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We set up testing for peak-season code freezes, promotion launches and frequent storefront changes.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We build QA practices for products that combine hardware, firmware, data pipelines and web portals.',
        },
      ],
    },
    faq: [
      {
        question: 'What does a QA maturity assessment involve?',
        answer:
          'We interview your teams, review test assets, tools and defect data, and observe a release cycle. Findings are scored against a maturity model, with evidence for each score. The assessment takes two to four weeks.',
      },
      {
        question: 'Do we need QA consulting if we already have testers?',
        answer:
          'Often yes, because the problem is rarely the number of testers. Late involvement, unstable environments and unclear ownership slow down teams with strong testers too. An assessment shows which of these applies to you.',
      },
      {
        question: 'What is shift-left testing?',
        answer:
          'Shift-left moves testing earlier in delivery: testers review stories in refinement, developers write more unit and API tests, and checks run on every commit. Defects are found when they are cheapest to fix. The end-of-cycle QA phase gets shorter.',
      },
      {
        question: 'Will you implement the recommendations?',
        answer:
          'We can. Our engineers can build the automation framework, pipeline gates and dashboards with your team. You can also start with the assessment alone and decide later.',
        cta: { label: 'See automation testing', path: '/quality-assurance-services/automation-testing-services' },
      },
      {
        question: 'How do you measure whether the changes worked?',
        answer:
          'We agree baseline metrics at the start, such as escaped defects, release lead time and test stability. We measure them again at each roadmap milestone. You see the trend, not a one-off score.',
      },
      {
        question: 'How do we get started?',
        answer:
          'Book a short call to describe your products, teams and release pace. We then send a proposal with scope, timeline and the people involved.',
        cta: { label: 'Book a QA assessment', path: '/contact' },
      },
    ],
  },

  // /operations-managed-services/product-development-and-innovation
  {
    page: 'product-development-and-innovation',
    banner: {
      title: 'A product team that keeps shipping',
      description:
        'A standing team of product, design, engineering and QA people that works through your roadmap in two-week sprints.',
      cta: 'Build your product team',
    },
    overview: {
      title: 'Overview',
      heading: 'Product delivery that continues after launch',
      description: `Most products need as much work after launch as before it. Users ask for features, competitors move, and the backlog grows faster than an in-house team can clear it.

We provide a standing, cross-functional team that owns delivery against your roadmap. A product manager keeps the backlog groomed, designers test ideas with users, engineers build, and QA checks every increment. Each sprint ends with a demo and a release.

Every quarter we sit down with your leadership, review usage data and customer feedback, and agree what to build next. New ideas are tried as prototypes or small experiments before they get a full build.`,
    },
    services: {
      items: [
        {
          title: 'Standing product squads',
          description:
            'A dedicated team of product manager, designers, engineers and QA works only on your product, with the same people from sprint to sprint.',
        },
        {
          title: 'Roadmap and backlog management',
          description:
            'We turn business goals into a quarterly roadmap and a prioritized backlog, with user stories and acceptance criteria ready ahead of each sprint.',
        },
        {
          title: 'Discovery and prototyping',
          description:
            'Before a large build, we validate ideas with user interviews, clickable Figma prototypes and small experiments, so the team builds what users adopt.',
        },
        {
          title: 'Feature development',
          description:
            'Engineers build new features across web, mobile and backend, with code review, automated tests and a release at the end of every sprint.',
        },
        {
          title: 'Product analytics and experiments',
          description:
            'We instrument key events, build funnels and run A/B tests, so every quarterly review starts from data on how the product is used.',
        },
        {
          title: 'Technical debt and architecture',
          description:
            'We reserve capacity in each sprint to refactor, upgrade and simplify, so delivery speed does not drop as the product grows.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Product and design',
          heading: 'Planning, research and prototypes',
          logos: ['figma', 'miro', 'jira', 'notion', 'storybook'],
        },
        {
          title: 'Engineering',
          heading: 'Building web, mobile and services',
          logos: ['react', 'nextdotjs', 'nodedotjs', 'flutter', 'typescript', 'python', 'postgresql'],
        },
        {
          title: 'Product analytics',
          heading: 'Measuring what users do',
          logos: ['mixpanel', 'posthog', 'hotjar', 'googleanalytics'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'A steady release cadence',
          description:
            'Two-week sprints end with a release, not a status update. Stakeholders see progress in the product itself rather than in slides. Planning gets easier because the team’s pace is known and stable.',
        },
        {
          title: 'Knowledge that stays',
          description:
            'The same people work on your product quarter after quarter. They learn your users, your codebase and your business rules. New features need less explanation over time, and estimates get more accurate.',
        },
        {
          title: 'Less hiring risk',
          description:
            'You get a complete team without recruiting each role yourself. We handle hiring, onboarding and cover for leave and attrition. The team can grow or shrink at quarter boundaries as priorities change.',
        },
        {
          title: 'Ideas tested before building',
          description:
            'Discovery work and experiments show which ideas users actually adopt. Weak ideas are dropped at the prototype stage, when they cost little. Development budget goes to features with evidence behind them.',
        },
        {
          title: 'One accountable team',
          description:
            'Product, design, engineering and QA report through one delivery lead. There is no handoff between vendors when something goes wrong. You have a single contact for scope, quality, budget and timelines.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Long-term relationships',
          description:
            'Most of our clients work with us over the long term, and the average client relationship lasts more than four years.',
        },
        {
          title: 'Every role in one company',
          description: `About ${companyFacts.headcount} people, including product managers, designers, engineers, data specialists and testers, so no role has to be subcontracted.`,
        },
        {
          title: 'Two delivery centers',
          description:
            'Teams work from our Bengaluru headquarters and our Pune delivery center, with client offices in London, Dubai and Austin for on-site workshops.',
        },
        {
          title: 'Quality inside every sprint',
          description:
            'Each sprint follows the ISO 9001 quality processes that govern all our delivery, with QA engineers inside the squad.',
        },
        {
          title: `Track record in ${companyFacts.clientCountries} countries`,
          description: `We have delivered ${companyFacts.projectsDelivered}+ projects for clients in ${companyFacts.clientCountries} countries, from start-ups to large manufacturers.`,
        },
        {
          title: 'Transparent sprint reporting',
          description:
            'After every sprint you get a demo, release notes and a short report on velocity, scope changes and risks.',
        },
      ],
    },
    industries: {
      heading: 'Product development across industries',
      description: 'Our product squads bring sector knowledge to your roadmap, not only engineering capacity.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We build lending, payments and wealth products, such as the mobile loan origination app that cut approval time for a retail lender in Oman from 5 days to 20 minutes.',
        },
        {
          industry: 'healthcare',
          description:
            'We develop patient apps, clinic tools and care coordination platforms with privacy designed into each feature.',
        },
        {
          industry: 'edtech',
          description:
            'We ship learning features, assessments and teacher dashboards on a cadence that follows the academic year.',
        },
        {
          industry: 'internet-saas',
          description:
            'We grow SaaS products with new modules, integrations and self-serve onboarding chosen from usage data.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We build marketplace, ordering and merchant features, including conversational commerce on messaging channels.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We develop energy monitoring, carbon accounting and installer tools that turn device data into decisions.',
        },
      ],
    },
    faq: [
      {
        question: 'How is a standing product team different from a project team?',
        answer:
          'A project team builds a fixed scope and leaves. A standing team stays with your product, owns the roadmap with you and keeps releasing. It suits products that need continuous change after launch.',
      },
      {
        question: 'Who owns the product decisions?',
        answer:
          'You do. Our product manager prepares options, data and recommendations, and your product owner or leadership makes the final call. Quarterly reviews set the direction for the next three months.',
      },
      {
        question: 'How big is a typical team?',
        answer:
          'A common setup is a product manager, a designer, three to five engineers and a QA engineer. We adjust the mix to your roadmap. Team size can change at the start of any quarter.',
      },
      {
        question: 'Can you take over a product that another team built?',
        answer:
          'We start with a handover of two to three weeks: code review, an architecture walkthrough, environment access and a backlog review. The team then starts shipping while it learns the rest.',
        cta: { label: 'Talk about a handover', path: '/contact' },
      },
      {
        question: 'Can we hire individual engineers instead of a full team?',
        answer:
          'If you already have product and design leadership, Agiliti places vetted engineers in your team full-time. It comes with monthly billing and a replacement guarantee.',
        cta: { label: 'Explore Agiliti', path: '/agiliti-hire-dedicated-developers' },
      },
      {
        question: 'How do you protect our intellectual property?',
        answer:
          'All code, designs and documents belong to you and live in your repositories and tools. Our information security controls are certified to ISO 27001. We sign NDAs and IP assignment terms before work starts.',
      },
    ],
  },

  // /operations-managed-services/website-management
  {
    page: 'website-management',
    banner: {
      title: 'Your website, kept fast and current',
      description: 'We publish your updates, patch the CMS, watch uptime and speed, and send you a report every month.',
      cta: 'Hand over your website',
    },
    overview: {
      title: 'Overview',
      heading: 'Day-to-day website operations, handled',
      description: `A company website needs constant small jobs: new pages, plugin updates, broken forms, slow pages and expiring certificates. When these sit with a busy marketing team or a single developer, they pile up.

We take over the operational work under a monthly plan. Your team sends requests through a shared ticket board, and we deliver them within agreed turnaround times. In the background we patch, back up and monitor the site around the clock.

Each month you get a report covering:
- uptime and incidents
- Core Web Vitals and page speed
- tickets closed and changes published`,
    },
    services: {
      items: [
        {
          title: 'Content and page updates',
          description:
            'We publish copy changes, images, blog posts and new landing pages built from your existing components, within the turnaround times agreed in your plan.',
        },
        {
          title: 'CMS and plugin upgrades',
          description:
            'We apply core, theme and plugin updates on a staging copy first, test the key pages and forms, and then release them to production.',
        },
        {
          title: 'Uptime and error monitoring',
          description:
            'Checks run every minute from several regions, and our team responds to outages, failed forms and expiring certificates before visitors report them.',
        },
        {
          title: 'Backups and recovery',
          description:
            'Daily backups of files and databases are stored off-site, and we run a restore test each quarter to prove that they work.',
        },
        {
          title: 'Core Web Vitals tuning',
          description:
            'We track LCP, INP and CLS, compress images, trim scripts and tune caching so pages load quickly on mobile networks.',
        },
        {
          title: 'Website security hardening',
          description:
            'We manage a web application firewall, enforce strong admin logins, remove unused plugins and patch vulnerabilities as soon as fixes are released.',
        },
        {
          title: 'SEO and analytics upkeep',
          description:
            'We keep redirects, sitemaps, structured data and tracking tags in order, and fix the crawl errors reported in Google Search Console.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'CMS platforms',
          heading: 'Systems we run and upgrade',
          logos: ['wordpress', 'drupal', 'contentful', 'strapi', 'sanity', 'storyblok'],
        },
        {
          title: 'Hosting and delivery',
          heading: 'Keeping pages online and secure',
          logos: ['cloudflare', 'letsencrypt', 'wpengine', 'netlify', 'vercel'],
        },
        {
          title: 'Monitoring and search',
          heading: 'Watching speed, uptime and visibility',
          logos: ['pingdom', 'lighthouse', 'googlesearchconsole', 'googleanalytics', 'googletagmanager'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Marketing moves faster',
          description:
            'Your team requests a page and sees it live within the agreed turnaround, without waiting for a developer’s free afternoon. Campaigns launch on schedule. Nobody in marketing needs to learn the CMS internals.',
        },
        {
          title: 'A site that stays online',
          description:
            'Monitoring and on-call response catch outages, failed forms and certificate problems early. Small problems get fixed before they turn into lost leads. Monthly reports show the uptime you actually had.',
        },
        {
          title: 'Fewer security incidents',
          description:
            'Outdated plugins and weak admin passwords are common ways into a CMS. Regular patching, a firewall and strict admin access close those doors. Tested backups mean a bad day can be rolled back.',
        },
        {
          title: 'Predictable monthly cost',
          description:
            'A fixed plan replaces ad hoc freelancer invoices and emergency fixes. You know what the site costs to run each month and what that money covers. Larger projects are quoted separately, in advance.',
        },
        {
          title: 'Better search visibility',
          description:
            'Fast pages, clean redirects and valid structured data help search engines crawl and rank your site. We fix technical issues as Search Console reports them. Your content team’s work gets found.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Agreed turnaround times',
          description:
            'Your plan sets response and delivery times for each request type, and the monthly report shows how we performed against them.',
        },
        {
          title: 'Engineers, not only editors',
          description:
            'The same people who build websites look after yours, so a plugin conflict or server issue does not need another vendor.',
        },
        {
          title: 'Secure access to your site',
          description:
            'Admin credentials and backups are handled under our ISO 27001-certified information security controls.',
        },
        {
          title: 'Multi-CMS experience',
          description:
            'We run WordPress, Drupal and headless platforms such as Contentful, Strapi and Sanity, and can take over most existing builds.',
        },
      ],
    },
    industries: {
      heading: 'Website management by industry',
      description: 'We run websites in six sectors, each with its own content, compliance and uptime needs.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We keep rate tables, disclosures and product pages accurate, and make sure forms that collect personal data stay secure.',
        },
        {
          industry: 'healthcare',
          description:
            'We update doctor listings, clinic pages and health content quickly, and keep patient enquiry forms private and working.',
        },
        {
          industry: 'edtech',
          description:
            'We publish course pages and admission updates in time for each intake, and keep sites fast during application peaks.',
        },
        {
          industry: 'internet-saas',
          description:
            'We ship pricing changes, release notes and campaign landing pages so the marketing site keeps up with the product.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We manage banners and promotional pages around sales, and watch storefront speed while traffic peaks.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We publish sustainability reports, project updates and impact pages, and keep them accessible and quick to load.',
        },
      ],
    },
    faq: [
      {
        question: 'What is included in a website management plan?',
        answer:
          'Plans cover content updates, CMS and plugin upgrades, monitoring, backups, security patching, speed tuning and a monthly report. Each plan sets a number of request hours and turnaround times. Redesigns are quoted as separate projects.',
      },
      {
        question: 'Can you manage a website that another agency built?',
        answer:
          'We start with an audit of the code, hosting, plugins and access, fix urgent risks and document the setup. After that the site moves onto a regular plan.',
      },
      {
        question: 'How fast do you respond to an outage?',
        answer:
          'Monitoring alerts our on-call engineer at once, and the response time for outages is set in your plan. We post updates until the site is back and explain the cause in writing.',
      },
      {
        question: 'Do you work with headless CMS platforms?',
        answer:
          'We manage Contentful, Strapi, Sanity and Storyblok sites as well as WordPress and Drupal. For headless setups we also handle the front-end deployments and build pipelines.',
      },
      {
        question: 'Can you redesign or rebuild our site as well?',
        answer:
          'Our web development team handles redesigns and rebuilds. Once the new site is live, it moves back onto your management plan.',
        cta: { label: 'See web development', path: '/digital-development-services/web-development-consulting' },
      },
      {
        question: 'How do we start?',
        answer:
          'Send us your site address and a short list of the tasks that take up your team’s time. We reply with an audit plan and a proposed monthly plan.',
        cta: { label: 'Request a site audit', path: '/contact' },
      },
    ],
  },

  // /operations-managed-services/cloud-management-solutions
  {
    page: 'cloud-management-solutions',
    banner: {
      title: 'Cloud operations, run around the clock',
      description:
        'We monitor, patch, secure and cost-tune your AWS, Azure or Google Cloud environments under a clear SLA.',
      cta: 'Review your cloud setup',
    },
    overview: {
      title: 'Overview',
      heading: 'Managed cloud with clear ownership and less waste',
      description: `Cloud environments drift. Resources get created by hand, patches slip, alerts go to an inbox nobody reads, and the monthly bill grows faster than traffic.

Our cloud operations team takes responsibility for the running environment. Engineers watch it 24x7, respond to incidents within SLA times, and manage every change as code in Terraform with peer review. Each month we review spend with you and remove idle or oversized resources.

What you get:
- named engineers and an escalation path
- patching, backups and tested recovery
- monthly reports on availability, incidents and cost`,
    },
    services: {
      items: [
        {
          title: '24x7 monitoring and incident response',
          description:
            'Engineers watch metrics, logs and alerts around the clock, respond within SLA times and publish a post-incident review for every major incident.',
        },
        {
          title: 'Infrastructure as code',
          description:
            'We bring existing resources under Terraform, review every change through pull requests and detect drift between the code and the live environment.',
        },
        {
          title: 'Cost optimization and FinOps',
          description:
            'Monthly reviews find idle, oversized and unattached resources, recommend savings plans and reservations, and tag spend by team and product.',
        },
        {
          title: 'Patching and backup management',
          description:
            'We patch operating systems and managed services on a schedule, back up data according to policy and test restores so recovery works when needed.',
        },
        {
          title: 'Kubernetes operations',
          description:
            'We run your EKS, AKS and GKE clusters, handling version upgrades, autoscaling, Helm releases, resource limits and cluster security policies.',
        },
        {
          title: 'Cloud security and compliance',
          description:
            'We manage IAM, encryption, network rules and audit logging, and check your accounts continuously against CIS benchmarks and your own policies.',
        },
        {
          title: 'Disaster recovery planning',
          description:
            'We define recovery targets for each workload, set up cross-region backups or standby environments, and run recovery drills on a schedule.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Infrastructure as code',
          heading: 'Every change reviewed and versioned',
          logos: ['terraform', 'pulumi', 'ansible', 'packer'],
        },
        {
          title: 'Containers and platforms',
          heading: 'Where your workloads run',
          logos: ['googlecloud', 'kubernetes', 'docker', 'helm', 'argo'],
        },
        {
          title: 'Observability and cost',
          heading: 'Watching health and spend',
          logos: ['prometheus', 'grafana', 'datadog', 'pagerduty', 'opentelemetry', 'infracost'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Lower monthly cloud spend',
          description:
            'Regular cost reviews remove resources you pay for but do not use. Right-sizing and reservations lower the price of what remains. Tagging shows which product drives each part of the bill.',
        },
        {
          title: 'Fewer and shorter outages',
          description:
            'Round-the-clock monitoring catches problems early, and runbooks speed up the response to each known failure. Post-incident reviews fix causes, not only symptoms. Each review feeds concrete changes into the next month’s work plan.',
        },
        {
          title: 'Environments you can rebuild',
          description:
            'With infrastructure in Terraform, every environment is documented and reproducible. A new region, a test copy or a recovery build starts from code instead of memory. Manual drift stops, because changes outside the code are detected.',
        },
        {
          title: 'Audit-ready cloud security',
          description:
            'Access, encryption and logging follow documented policies checked against CIS benchmarks. You have evidence ready when customers or regulators ask questions. Our own controls follow the practices behind our ISO 27001 certification.',
        },
        {
          title: 'Engineers back on product',
          description:
            'Patching, night-time alerts and version upgrades no longer interrupt your developers, who spend their time on features. Operational knowledge is written down in runbooks instead of living in one person’s head.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'Partner of all three clouds',
          description:
            'We are partners of AWS, Microsoft Azure and Google Cloud, so one team can run a multi-cloud estate.',
        },
        {
          title: 'ISO 27001-certified operations',
          description:
            'Access to your accounts is granted, logged and reviewed under our ISO 27001-certified information security controls.',
        },
        {
          title: 'Everything as code',
          description:
            'We avoid manual console changes in production; every change goes through a reviewed pull request.',
        },
        {
          title: 'SLA-backed response',
          description: 'Response and resolution times are written into the contract for each severity level.',
        },
        {
          title: 'Cost reviews every month',
          description:
            'A named engineer reviews your bill each month and reports the savings made and the ones still open.',
        },
        {
          title: 'Engineers who build too',
          description:
            'Our cloud team also migrates workloads and builds cloud applications, so operations and design decisions stay consistent.',
        },
      ],
    },
    industries: {
      heading: 'Cloud management for your sector',
      description: 'We set up monitoring, security and cost controls around the workloads and rules of each sector.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We run banking and payment workloads with strict access control, encryption and audit logs that support regulatory reviews.',
        },
        {
          industry: 'healthcare',
          description:
            'We operate clinical and patient data systems with encrypted storage, data residency controls and tested recovery.',
        },
        {
          industry: 'edtech',
          description:
            'We scale learning platforms up for exam and enrollment peaks and back down during holidays to save cost.',
        },
        {
          industry: 'internet-saas',
          description:
            'We run multi-tenant SaaS platforms on Kubernetes with per-tenant cost visibility and zero-downtime upgrades.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We prepare infrastructure for sale events with autoscaling, CDN tuning and on-call cover while the peak lasts.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We manage telemetry ingestion and analytics workloads for energy and climate platforms, and report the carbon footprint of their cloud use.',
        },
      ],
    },
    faq: [
      {
        question: 'Which cloud providers do you manage?',
        answer:
          'We manage AWS, Microsoft Azure and Google Cloud, and hold partnerships with all three. If your estate mixes providers, one team covers all of it. We also run Kubernetes clusters on each platform.',
      },
      {
        question: 'What does your SLA cover?',
        answer:
          'The SLA sets response and resolution times for each incident severity, the monitoring coverage and the reporting. Critical incidents get a response around the clock. Targets are agreed during onboarding based on your workloads.',
        cta: { label: 'Request an SLA proposal', path: '/contact' },
      },
      {
        question: 'How do you reduce our cloud bill?',
        answer:
          'We start with an audit of usage, idle resources and pricing options. Then we right-size instances, clean up storage, schedule non-production environments and apply savings plans or committed-use discounts. Each month we report the savings made.',
      },
      {
        question: 'Do we keep control of our cloud accounts?',
        answer:
          'The accounts stay in your name, and we work through roles that you grant and can revoke. All infrastructure code lives in your repositories.',
      },
      {
        question: 'What does onboarding involve?',
        answer:
          'We review your architecture, access, monitoring and backups, bring resources under Terraform and write runbooks. Onboarding takes three to six weeks depending on the size of the estate. Monitoring starts in the first week.',
      },
      {
        question: 'Our workloads are still on-premises. Can you help?',
        answer:
          'Our cloud migration team plans the move and shifts the workloads to AWS, Azure or Google Cloud. Once they are live, our operations team takes over the running environment.',
        cta: { label: 'See cloud migration', path: '/cloud-strategy-engineering-services/cloud-migration-services' },
      },
    ],
  },

  // /operations-managed-services/maintenance-support-services
  {
    page: 'maintenance-support-services',
    banner: {
      title: 'Support that keeps your apps healthy',
      description:
        'L1 to L3 support, security patches and upgrades for your web and mobile applications, with response times fixed in an SLA.',
      cta: 'Set up support',
    },
    overview: {
      title: 'Overview',
      heading: 'Application support with named people and fixed response times',
      description: `After launch, the team that built an application often moves on. Defects wait, dependencies age, and security patches get skipped until something breaks.

We take over the upkeep under a support agreement. Tickets arrive in one queue, are triaged by severity, and go to L1, L2 or L3 engineers depending on what is needed. The same queue handles defects, patches, upgrades and small enhancements.

Your agreement includes:
- a named support lead and an escalation matrix
- 24x7 monitoring with SLA-based response
- monthly ticket and uptime reports
- a root-cause review after each major incident`,
    },
    services: {
      items: [
        {
          title: 'L1 to L3 application support',
          description:
            'We answer user issues at L1, diagnose faults and apply workarounds at L2, and fix code and data problems at L3, all from one ticket queue.',
        },
        {
          title: 'Bug fixes and hotfixes',
          description:
            'Defects are prioritized by severity: critical issues get a hotfix release, and the rest ship in scheduled maintenance releases with regression tests.',
        },
        {
          title: 'Security patching',
          description:
            'We track advisories for your frameworks, libraries and servers, and apply patches within the timeframes your agreement sets for each severity.',
        },
        {
          title: 'Framework and dependency upgrades',
          description:
            'We keep languages, frameworks, mobile SDKs and libraries on supported versions, so you avoid forced rewrites when old versions lose support.',
        },
        {
          title: 'Application health monitoring',
          description:
            'We watch error rates, response times and crash reports for your web and mobile apps, and fix rising problems before they become incidents.',
        },
        {
          title: 'Small enhancements',
          description:
            'Minor features, content rules and workflow changes go through the same queue, and are estimated, approved and delivered in maintenance releases.',
        },
        {
          title: 'App store compliance updates',
          description:
            'We update iOS and Android apps for new OS versions and store policy changes, so your releases are not rejected at review.',
        },
      ],
    },
    techStack: {
      groups: [
        {
          title: 'Monitoring and alerting',
          heading: 'Seeing problems first',
          logos: ['sentry', 'newrelic', 'pagerduty', 'opsgenie', 'statuspage'],
        },
        {
          title: 'Ticketing and knowledge',
          heading: 'One queue, documented fixes',
          logos: ['jira', 'confluence', 'zendesk'],
        },
        {
          title: 'Dependency upkeep',
          heading: 'Keeping libraries current and safe',
          logos: ['renovate', 'dependabot', 'snyk', 'github'],
        },
      ],
    },
    benefits: {
      items: [
        {
          title: 'Predictable response times',
          description:
            'Every ticket has a severity and a response target set in the SLA. Your users and managers know when to expect an answer. Monthly reports show how we performed against each target.',
        },
        {
          title: 'Applications that stay secure',
          description:
            'Patches and upgrades happen on a schedule, not after an incident. Known vulnerabilities in old libraries get closed within agreed timeframes. Security questionnaires from your customers become easier to answer.',
        },
        {
          title: 'Support sized to usage',
          description:
            'Plans are sized to your ticket volume and coverage hours. You pay for the support level you need instead of keeping a full team on standby. Plans can change as the application matures.',
        },
        {
          title: 'Fewer repeat incidents',
          description:
            'Root-cause reviews after major incidents lead to permanent fixes. The same failure does not come back every month. The knowledge base grows with each resolved ticket, so later issues are solved faster.',
        },
        {
          title: 'No forced rewrites',
          description:
            'Regular upgrades keep frameworks and SDKs on supported versions. Your application stays compatible with new browsers, OS releases and app store rules. A rebuild becomes a choice rather than a necessity.',
        },
      ],
    },
    whyChooseUs: {
      items: [
        {
          title: 'A named support lead',
          description:
            'One person knows your application, runs your monthly reviews and is your first contact for escalations.',
        },
        {
          title: 'Support across the stack',
          description:
            'Our engineers handle front end, mobile, backend, database and infrastructure, so a ticket never waits on another vendor.',
        },
        {
          title: 'Structured handover',
          description:
            'We document architecture, environments and known issues before taking over, so support starts on solid ground.',
        },
        {
          title: 'Coverage across time zones',
          description:
            'Delivery from Bengaluru and Pune, with client offices in London, Dubai and Austin, lets us cover business hours in your region.',
        },
        {
          title: 'Continuity on your account',
          description: 'We keep team changes on your account to a minimum and hand over in writing when they happen.',
        },
        {
          title: 'Audited production access',
          description:
            'Production access follows least-privilege rules and is audited under our ISO 27001 certification.',
        },
      ],
    },
    industries: {
      heading: 'Maintenance and support by industry',
      description: 'We shape support coverage, patch timing and escalation around how each sector uses its software.',
      items: [
        {
          industry: 'bfsi-fintech',
          description:
            'We support lending, payment and banking apps with tight patch windows, change approval and an audit record for every fix.',
        },
        {
          industry: 'healthcare',
          description:
            'We maintain clinical and patient apps with careful release testing and support hours that match clinic schedules.',
        },
        {
          industry: 'edtech',
          description: 'We keep learning platforms stable through term time and schedule upgrades for the holidays.',
        },
        {
          industry: 'internet-saas',
          description:
            'We act as L2 and L3 support behind your customer success team, with fixes shipped in your release train.',
        },
        {
          industry: 'digital-commerce',
          description:
            'We keep storefronts, apps and order systems running, with extra cover during sales and holiday seasons.',
        },
        {
          industry: 'green-sustainability',
          description:
            'We support installer portals, monitoring apps and data pipelines that field teams and customers rely on every day.',
        },
      ],
    },
    faq: [
      {
        question: 'What is the difference between L1, L2 and L3 support?',
        answer:
          'L1 handles user questions, access issues and known problems using runbooks. L2 investigates faults, checks logs and data, and applies workarounds. L3 engineers change code or infrastructure to fix the cause.',
      },
      {
        question: 'Can you support an application you did not build?',
        answer:
          'We run a handover of two to four weeks: code and architecture review, environment access, runbooks and a list of known issues. Support starts once the handover is signed off.',
      },
      {
        question: 'What response times do you offer?',
        answer:
          'Response and resolution targets depend on severity and on the coverage you choose, from business hours to 24x7. Critical issues get the fastest response in every plan. All targets are written into the SLA.',
      },
      {
        question: 'Are small enhancements included?',
        answer:
          'Plans include a set number of hours for minor changes each month. Larger features are estimated separately and scheduled with you. How unused hours are handled is agreed in the contract.',
      },
      {
        question: 'What happens after a major incident?',
        answer:
          'We restore service first, then write a root-cause review within an agreed period. The review lists what happened, why it happened and the changes that prevent a repeat. We track those changes to closure.',
      },
      {
        question: 'Do you also handle larger product work?',
        answer:
          'When the roadmap needs new features rather than fixes, a standing product team can take over from the support queue. Both teams work from the same ticket history and documentation.',
        cta: {
          label: 'See product development',
          path: '/operations-managed-services/product-development-and-innovation',
        },
      },
      {
        question: 'How do we get a support quote?',
        answer:
          'Tell us about the application, its users, its tech stack and the coverage you need. We reply with a proposed plan, SLA targets and a handover schedule.',
        cta: { label: 'Request a support quote', path: '/contact' },
      },
    ],
  },
];

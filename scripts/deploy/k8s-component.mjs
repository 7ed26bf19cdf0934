// One kustomize Component per registry service: its Deployment, Service, autoscaler, disruption
// budget, its secrets (placeholders) and the gateway's route to it in the shared ConfigMap.
const GENERATED =
  '# Generated from the service registry by `npm run deploy:generate`; do not edit.\n';

function deployment({ name, port, secrets = [] }) {
  const ownSecrets = secrets.length
    ? `            - secretRef:\n                name: tessera-${name}-secrets\n`
    : '';
  return `${GENERATED}apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
  labels:
    app.kubernetes.io/name: ${name}
    app.kubernetes.io/component: service
spec:
  replicas: 2
  revisionHistoryLimit: 5
  selector:
    matchLabels:
      app.kubernetes.io/name: ${name}
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxSurge: 1
      maxUnavailable: 0
  template:
    metadata:
      labels:
        app.kubernetes.io/name: ${name}
        app.kubernetes.io/component: service
      annotations:
        prometheus.io/scrape: 'true'
        prometheus.io/port: '${port}'
        prometheus.io/path: /metrics
    spec:
      automountServiceAccountToken: false
      terminationGracePeriodSeconds: 30
      securityContext:
        runAsNonRoot: true
        runAsUser: 1000
        runAsGroup: 1000
        fsGroup: 1000
        seccompProfile:
          type: RuntimeDefault
      topologySpreadConstraints:
        - maxSkew: 1
          topologyKey: kubernetes.io/hostname
          whenUnsatisfiable: ScheduleAnyway
          labelSelector:
            matchLabels:
              app.kubernetes.io/name: ${name}
      containers:
        - name: ${name}
          image: tessera/${name}:0.1.0
          ports:
            - name: http
              containerPort: ${port}
          env:
            - name: PORT
              value: '${port}'
          envFrom:
            - configMapRef:
                name: tessera-config
            - secretRef:
                name: tessera-secrets
${ownSecrets}          startupProbe:
            httpGet:
              path: /health/live
              port: http
            periodSeconds: 2
            failureThreshold: 30
          readinessProbe:
            httpGet:
              path: /health/ready
              port: http
            periodSeconds: 5
            timeoutSeconds: 2
            failureThreshold: 3
          livenessProbe:
            httpGet:
              path: /health/live
              port: http
            periodSeconds: 10
            timeoutSeconds: 2
            failureThreshold: 3
          resources:
            requests:
              cpu: 100m
              memory: 192Mi
            limits:
              cpu: '1'
              memory: 512Mi
          lifecycle:
            # Gives load balancers time to drop the pod before it stops accepting requests.
            preStop:
              exec:
                command: ['sleep', '5']
          securityContext:
            allowPrivilegeEscalation: false
            readOnlyRootFilesystem: true
            capabilities:
              drop: ['ALL']
          volumeMounts:
            - name: tmp
              mountPath: /tmp
      volumes:
        - name: tmp
          emptyDir:
            sizeLimit: 64Mi
`;
}

const service = ({ name, port }) => `${GENERATED}apiVersion: v1
kind: Service
metadata:
  name: ${name}
  labels:
    app.kubernetes.io/name: ${name}
spec:
  type: ClusterIP
  selector:
    app.kubernetes.io/name: ${name}
  ports:
    - name: http
      port: ${port}
      targetPort: http
`;

const hpa = ({ name }) => `${GENERATED}apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: ${name}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: ${name}
  minReplicas: 2
  maxReplicas: 6
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: 70
    - type: Resource
      resource:
        name: memory
        target:
          type: Utilization
          averageUtilization: 80
  behavior:
    scaleDown:
      stabilizationWindowSeconds: 300
`;

const pdb = ({ name }) => `${GENERATED}apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: ${name}
spec:
  minAvailable: 1
  selector:
    matchLabels:
      app.kubernetes.io/name: ${name}
`;

const secretsFile = ({
  name,
  secrets,
}) => `${GENERATED}# Placeholder values only: replace them from the cluster's secret store before deploying.
apiVersion: v1
kind: Secret
metadata:
  name: tessera-${name}-secrets
type: Opaque
stringData:
${secrets.map((secret) => `  ${secret}: change-me-to-a-random-secret-of-at-least-32-chars\n`).join('')}`;

const configPatch = ({ name, port }, urlVariable) => `${GENERATED}apiVersion: v1
kind: ConfigMap
metadata:
  name: tessera-config
data:
  ${urlVariable(name)}: http://${name}:${port}
`;

function kustomization({ secrets = [] }) {
  const resources = ['deployment.yaml', 'service.yaml', 'hpa.yaml', 'pdb.yaml'];
  if (secrets.length) resources.push('secrets.secret.yaml');
  return `${GENERATED}apiVersion: kustomize.config.k8s.io/v1alpha1
kind: Component

resources:
${resources.map((file) => `  - ${file}\n`).join('')}
patches:
  - path: config.patch.yaml
`;
}

/** The component's files, by path relative to the repository root. */
export function k8sComponent(entry, urlVariable) {
  const dir = `k8s/components/${entry.name}`;
  const files = {
    [`${dir}/kustomization.yaml`]: kustomization(entry),
    [`${dir}/deployment.yaml`]: deployment(entry),
    [`${dir}/service.yaml`]: service(entry),
    [`${dir}/hpa.yaml`]: hpa(entry),
    [`${dir}/pdb.yaml`]: pdb(entry),
    [`${dir}/config.patch.yaml`]: configPatch(entry, urlVariable),
  };
  if (entry.secrets?.length) files[`${dir}/secrets.secret.yaml`] = secretsFile(entry);
  return files;
}

export function baseComponents(services) {
  return services.map((entry) => `  - ../components/${entry.name}\n`).join('');
}

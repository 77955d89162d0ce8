/**
 * The simulator's causes (`Timeline.Cause.text`, written in English by core, which knows no languages) in the
 * languages of the outputs: each sentence core writes is a pattern here, its numbers, names and API values
 * (`CrashLoopBackOff`, `SIGKILL`, `activeDeadlineSeconds`) carried over as `$1`, `$2`. A sentence with no pattern
 * stays English; `test/Causes.test.ts` runs every scenario and fails on one.
 */
type Translations = readonly [pattern: RegExp, es: string, fr: string, uk: string]

const T = "(\\S+)"

const table: ReadonlyArray<Translations> = [
  [/^API-initiated eviction$/, "desalojo iniciado por la API", "éviction lancée par l'API", "виселення через API"],
  [
    /^OOM killed by the scenario$/,
    "OOM killed por el escenario",
    "OOM killed par le scénario",
    "OOM killed за сценарієм"
  ],
  [
    /^PodGC: orphaned pod of a deleted node$/,
    "PodGC: Pod huérfano de un nodo eliminado",
    "PodGC : Pod orphelin d'un nœud supprimé",
    "PodGC: Pod-сирота видаленого вузла"
  ],
  [
    new RegExp(`^PodGC: ${T} terminated pods, over terminatedPodGCThreshold ${T}$`),
    "PodGC: $1 Pods terminados, más que terminatedPodGCThreshold $2",
    "PodGC : $1 Pods terminés, au-delà de terminatedPodGCThreshold $2",
    "PodGC: $1 завершених Pod, понад terminatedPodGCThreshold $2"
  ],
  [
    /^PodGC: terminating pod on a not-ready out-of-service node$/,
    "PodGC: Pod en terminación en un nodo no listo y fuera de servicio",
    "PodGC : Pod en cours d'arrêt sur un nœud non prêt et hors service",
    "PodGC: Pod завершується на неготовому вузлі поза обслуговуванням"
  ],
  [
    /^the kubelet reports the node shutting down$/,
    "el kubelet informa de que el nodo se apaga",
    "le kubelet signale l'arrêt du nœud",
    "kubelet повідомляє, що вузол вимикається"
  ],
  [
    new RegExp(`^hard eviction threshold met for ${T}$`),
    "umbral de desalojo duro alcanzado para $1",
    "seuil d'éviction dur atteint pour $1",
    "жорсткий поріг виселення досягнуто для $1"
  ],
  [
    new RegExp(`^soft eviction threshold met for ${T}$`),
    "umbral de desalojo suave alcanzado para $1",
    "seuil d'éviction souple atteint pour $1",
    "м'який поріг виселення досягнуто для $1"
  ],
  [
    new RegExp(`^node shutdown: regular pods, grace ${T}$`),
    "apagado del nodo: Pods normales, gracia $1",
    "arrêt du nœud : Pods ordinaires, grâce $1",
    "вимкнення вузла: звичайні Pod, відстрочка $1"
  ],
  [
    new RegExp(`^node shutdown: critical pods, grace ${T}$`),
    "apagado del nodo: Pods críticos, gracia $1",
    "arrêt du nœud : Pods critiques, grâce $1",
    "вимкнення вузла: критичні Pod, відстрочка $1"
  ],
  [
    /^out-of-service taint: not tolerated$/,
    "taint out-of-service: no tolerado",
    "taint out-of-service : non toléré",
    "taint out-of-service: не толерується"
  ],
  [
    /^out-of-service toleration expired: taint eviction$/,
    "tolerancia out-of-service vencida: desalojo por taint",
    "tolérance out-of-service expirée : éviction par taint",
    "толерантність out-of-service минула: виселення через taint"
  ],
  [
    /^canBeDeleted: terminal phase written$/,
    "canBeDeleted: fase terminal escrita",
    "canBeDeleted : phase terminale écrite",
    "canBeDeleted: кінцеву фазу записано"
  ],
  [
    /^condition patched through the API$/,
    "condición modificada a través de la API",
    "condition modifiée par l'API",
    "умову змінено через API"
  ],
  [
    /^container created and started at once$/,
    "contenedor creado e iniciado de inmediato",
    "conteneur créé et démarré aussitôt",
    "контейнер створено й запущено одразу"
  ],
  [/^container running$/, "contenedor en ejecución", "conteneur en cours d'exécution", "контейнер працює"],
  [
    /^eviction: graceful delete$/,
    "desalojo: borrado ordenado",
    "éviction : suppression en douceur",
    "виселення: плавне видалення"
  ],
  [
    /^first probe kill: restart at once, no back-off entry$/,
    "primera muerte por sondeo: reinicio inmediato, sin entrada de back-off",
    "premier arrêt par sonde : redémarrage immédiat, sans entrée de back-off",
    "перше вбивство пробою: негайний перезапуск, без запису back-off"
  ],
  [
    /^grace 0: removed from the API at once$/,
    "gracia 0: eliminado de la API de inmediato",
    "grâce 0 : retiré de l'API aussitôt",
    "пільговий період 0: одразу вилучено з API"
  ],
  [
    /^grace period over: SIGKILL$/,
    "periodo de gracia agotado: SIGKILL",
    "délai de grâce écoulé : SIGKILL",
    "пільговий період минув: SIGKILL"
  ],
  [/^heartbeats resume$/, "los latidos vuelven", "les battements reprennent", "heartbeat відновлюються"],
  [
    /^image already in the node's cache$/,
    "imagen ya en la caché del nodo",
    "image déjà dans le cache du nœud",
    "образ уже в кеші вузла"
  ],
  [
    /^image present, pull policy Never$/,
    "imagen presente, pull policy Never",
    "image présente, pull policy Never",
    "образ наявний, pull policy Never"
  ],
  [
    /^kubectl delete --grace-period=0 --force$/,
    "kubectl delete --grace-period=0 --force",
    "kubectl delete --grace-period=0 --force",
    "kubectl delete --grace-period=0 --force"
  ],
  [/^kubectl delete$/, "kubectl delete", "kubectl delete", "kubectl delete"],
  [/^kubectl printPod$/, "kubectl printPod", "kubectl printPod", "kubectl printPod"],
  [
    /^container definition changed: image updated$/,
    "definición del contenedor cambiada: imagen actualizada",
    "définition du conteneur modifiée : image mise à jour",
    "визначення контейнера змінено: образ оновлено"
  ],
  [
    /^new definition: no back-off entry for its hash$/,
    "nueva definición: sin entrada de back-off para su hash",
    "nouvelle définition : pas d'entrée de back-off pour son hash",
    "нове визначення: немає запису back-off для його хешу"
  ],
  [
    /^kubelet restarted: status rebuilt from the runtime$/,
    "kubelet reiniciado: estado reconstruido desde el runtime",
    "kubelet redémarré : statut reconstruit depuis le runtime",
    "kubelet перезапущено: статус відновлено з runtime"
  ],
  [
    /^kubelet restarted: termination again with the full grace period$/,
    "kubelet reiniciado: terminación de nuevo con el periodo de gracia completo",
    "kubelet redémarré : terminaison reprise avec tout le délai de grâce",
    "kubelet перезапущено: завершення знову з повним періодом очікування"
  ],
  [
    /^kubelet status write$/,
    "escritura del estado por el kubelet",
    "écriture du statut par le kubelet",
    "запис статусу kubelet"
  ],
  [
    /^last scheduling gate removed$/,
    "última scheduling gate retirada",
    "dernière scheduling gate retirée",
    "останню scheduling gate прибрано"
  ],
  [new RegExp(`^pod created at ${T}$`), "Pod creado en $1", "Pod créé à $1", "Pod створено о $1"],
  [
    /^pod terminated: terminal status$/,
    "Pod terminado: estado terminal",
    "Pod terminé : statut terminal",
    "Pod завершено: кінцевий статус"
  ],
  [/^pod terminating$/, "Pod terminando", "Pod en cours d'arrêt", "Pod завершується"],
  [
    /^exit matched a RestartAllContainers rule$/,
    "la salida coincidió con una regla RestartAllContainers",
    "la sortie correspond à une règle RestartAllContainers",
    "вихід відповідає правилу RestartAllContainers"
  ],
  [/^postStart hook failed$/, "el hook postStart falló", "le hook postStart a échoué", "hook postStart не вдався"],
  [
    /^postStart runs synchronously right after the start$/,
    "postStart se ejecuta de forma síncrona justo después del inicio",
    "postStart s'exécute de façon synchrone juste après le démarrage",
    "postStart виконується синхронно одразу після запуску"
  ],
  [/^preStop failed$/, "preStop falló", "preStop a échoué", "preStop не вдався"],
  [
    new RegExp(`^preStop first, bounded by the grace period ${T}$`),
    "primero preStop, limitado por el periodo de gracia $1",
    "d'abord preStop, borné par le délai de grâce $1",
    "спершу preStop, обмежений пільговим періодом $1"
  ],
  [
    /^preemption: graceful delete$/,
    "apropiación: borrado ordenado",
    "préemption : suppression en douceur",
    "витіснення: плавне видалення"
  ],
  [
    /^probe error: result discarded$/,
    "error del sondeo: resultado descartado",
    "erreur de sonde : résultat ignoré",
    "помилка проби: результат відкинуто"
  ],
  [
    /^prober result written by the status manager$/,
    "resultado del sondeo escrito por el status manager",
    "résultat de sonde écrit par le status manager",
    "результат проби записано status manager"
  ],
  [new RegExp(`^pull policy ${T}$`), "pull policy $1", "pull policy $1", "pull policy $1"],
  [
    /^scheduled at once to the first node$/,
    "asignado de inmediato al primer nodo",
    "planifié aussitôt sur le premier nœud",
    "одразу призначено на перший вузол"
  ],
  [
    /^scheduler preemption$/,
    "apropiación del planificador",
    "préemption par l'ordonnanceur",
    "витіснення планувальником"
  ],
  [/^scheduling gates present$/, "scheduling gates presentes", "scheduling gates présentes", "scheduling gates наявні"],
  [
    /^stopped after its stop signal$/,
    "detenido tras su señal de parada",
    "arrêté après son signal d'arrêt",
    "зупинено після сигналу зупинки"
  ],
  [/^terminal pod deleted$/, "Pod terminal eliminado", "Pod terminal supprimé", "кінцевий Pod видалено"],
  [
    /^the sync after a failed pull$/,
    "la sincronización tras una descarga fallida",
    "la synchronisation après un téléchargement échoué",
    "синхронізація після невдалого завантаження"
  ],
  [
    /^unreachable toleration expired: taint eviction$/,
    "tolerancia unreachable vencida: desalojo por taint",
    "tolérance unreachable expirée : éviction par taint",
    "толерантність unreachable минула: виселення через taint"
  ],
  [
    new RegExp(`^${T} probe failure threshold reached$`),
    "umbral de fallos del sondeo $1 alcanzado",
    "seuil d'échecs de la sonde $1 atteint",
    "досягнуто порогу невдач проби $1"
  ],
  [new RegExp(`^${T} probe failed$`), "el sondeo $1 falló", "la sonde $1 a échoué", "проба $1 не вдалася"],
  [
    new RegExp(`^${T} probe of run ${T} started at ${T}$`),
    "sondeo $1 de la ejecución $2 iniciada en $3",
    "sonde $1 de l'exécution $2 démarrée à $3",
    "проба $1 запуску $2, що почався о $3"
  ],
  [
    new RegExp(`^CrashLoopBackOff delay ${T} after the exit at ${T}$`),
    "retraso de CrashLoopBackOff $1 tras la salida en $2",
    "délai de CrashLoopBackOff $1 après la sortie à $2",
    "затримка CrashLoopBackOff $1 після виходу о $2"
  ],
  [
    new RegExp(`^CrashLoopBackOff delay ${T}$`),
    "retraso de CrashLoopBackOff $1",
    "délai de CrashLoopBackOff $1",
    "затримка CrashLoopBackOff $1"
  ],
  [
    new RegExp(`^activeDeadlineSeconds reached at ${T}$`),
    "activeDeadlineSeconds alcanzado en $1",
    "activeDeadlineSeconds atteint à $1",
    "activeDeadlineSeconds досягнуто о $1"
  ],
  [new RegExp(`^exited on ${T}$`), "salió con $1", "sorti sur $1", "завершився від $1"],
  [
    new RegExp(`^next pull attempt at ${T}$`),
    "próximo intento de descarga en $1",
    "prochaine tentative de téléchargement à $1",
    "наступна спроба завантаження о $1"
  ],
  [
    /^no heartbeat for node-monitor-grace-period$/,
    "sin latido durante node-monitor-grace-period",
    "aucun battement pendant node-monitor-grace-period",
    "немає heartbeat протягом node-monitor-grace-period"
  ],
  [
    new RegExp(`^node ${T} rebooted: sandbox lost$`),
    "el nodo $1 se reinició: sandbox perdido",
    "le nœud $1 a redémarré : sandbox perdu",
    "вузол $1 перезавантажено: sandbox втрачено"
  ],
  [
    new RegExp(`^pull failed; next attempt in ${T}$`),
    "descarga fallida; próximo intento en $1",
    "téléchargement échoué ; prochaine tentative dans $1",
    "завантаження не вдалося; наступна спроба через $1"
  ],
  [new RegExp(`^pull took ${T}$`), "la descarga tardó $1", "le téléchargement a pris $1", "завантаження тривало $1"],
  [
    new RegExp(`^restart at once after the exit at ${T} \\(no back-off entry\\)$`),
    "reinicio inmediato tras la salida en $1 (sin entrada de back-off)",
    "redémarrage immédiat après la sortie à $1 (sans entrée de back-off)",
    "негайний перезапуск після виходу о $1 (без запису back-off)"
  ],
  [
    new RegExp(`^restart after back-off ${T}$`),
    "reinicio tras un back-off de $1",
    "redémarrage après un back-off de $1",
    "перезапуск після back-off $1"
  ],
  [new RegExp(`^spec\\.nodeName ${T}$`), "spec.nodeName $1", "spec.nodeName $1", "spec.nodeName $1"],
  [
    new RegExp(`^stop signal; SIGKILL after ${T} if still running$`),
    "señal de parada; SIGKILL tras $1 si sigue en ejecución",
    "signal d'arrêt ; SIGKILL après $1 s'il tourne encore",
    "сигнал зупинки; SIGKILL через $1, якщо ще працює"
  ],
  [
    new RegExp(`^the scenario schedules the pod to ${T}$`),
    "el escenario asigna el Pod a $1",
    "le scénario planifie le Pod sur $1",
    "сценарій призначає Pod на $1"
  ],
  [
    new RegExp(`^the scenario's exit ${T}$`),
    "la salida $1 del escenario",
    "la sortie $1 du scénario",
    "вихід $1 за сценарієм"
  ],
  [/^image pull: (.+)$/, "descarga de imagen: $1", "téléchargement d'image : $1", "завантаження образу: $1"],
  [/^waiting (.+)$/, "en espera $1", "en attente $1", "очікування $1"],
  [new RegExp(`^exit ${T} → (.+)$`), "salida $1 → $2", "sortie $1 → $2", "вихід $1 → $2"],
  [new RegExp(`^getPhase → ${T}$`), "getPhase → $1", "getPhase → $1", "getPhase → $1"],
  [
    new RegExp(`^behaviour: exit ${T} ${T} after start$`),
    "comportamiento: salida $1 $2 tras el inicio",
    "comportement : sortie $1 $2 après le démarrage",
    "поведінка: вихід $1 через $2 після запуску"
  ],
  // in-place resize (kubelet-rules §21)
  [
    /^a terminal pod has no resize status$/,
    "un Pod terminal no tiene estado de redimensionado",
    "un Pod terminal n'a pas d'état de redimensionnement",
    "кінцевий Pod не має стану зміни ресурсів"
  ],
  [
    /^resize (Deferred|Infeasible): (.+)$/,
    "redimensionado $1: $2",
    "redimensionnement $1 : $2",
    "зміна ресурсів $1: $2"
  ],
  [
    /^resizePolicy RestartContainer: a restart applies the new resources$/,
    "resizePolicy RestartContainer: un reinicio aplica los nuevos recursos",
    "resizePolicy RestartContainer : un redémarrage applique les nouvelles ressources",
    "resizePolicy RestartContainer: перезапуск застосовує нові ресурси"
  ],
  [
    /^resources updated in place: resizePolicy NotRequired$/,
    "recursos actualizados en el sitio: resizePolicy NotRequired",
    "ressources mises à jour sur place : resizePolicy NotRequired",
    "ресурси оновлено на місці: resizePolicy NotRequired"
  ],
  [
    /^started again in the sync that killed it for the resize$/,
    "iniciado de nuevo en la sincronización que lo detuvo por el redimensionado",
    "redémarré dans la synchronisation qui l'a arrêté pour le redimensionnement",
    "запущено знову в тій синхронізації, що зупинила його для зміни ресурсів"
  ],
  [
    /^the node has room: the resize is allocated$/,
    "el nodo tiene sitio: el redimensionado se asigna",
    "le nœud a de la place : le redimensionnement est alloué",
    "на вузлі є місце: зміну ресурсів виділено"
  ],
  [
    /^the runtime applies the new resources$/,
    "el runtime aplica los nuevos recursos",
    "le runtime applique les nouvelles ressources",
    "runtime застосовує нові ресурси"
  ]
]

/** Whether core's sentence has a pattern here (for the test that no English leaks). */
export const known = (text: string): boolean => table.some(([pattern]) => pattern.test(text))

/** A cause's sentence in the language at `column` of the table (1 es, 2 fr, 3 uk); as written without a pattern. */
export const translate = (text: string, column: 1 | 2 | 3): string => {
  for (const entry of table) if (entry[0].test(text)) return text.replace(entry[0], entry[column])
  return text
}

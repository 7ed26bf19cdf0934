import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.opensearch.analysis.common.CommonAnalysisPlugin;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;
import org.opensearch.index.mapper.MapperExtrasPlugin;
import org.opensearch.knn.plugin.KNNPlugin;
import org.opensearch.node.InternalSettingsPreparer;
import org.opensearch.node.Node;
import org.opensearch.painless.PainlessPlugin;
import org.opensearch.plugins.Plugin;
import org.opensearch.transport.Netty4Plugin;

/**
 * Runs a single OpenSearch node on a local address with the plugins the search service relies on,
 * loaded from the class path: the distribution's start scripts, its plugin installer and its
 * bootstrap checks are not needed for a node that only listens on loopback.
 *
 * <p>Usage: {@code LocalOpenSearch <host> <http port> <transport port> <home> <data dir> <logs
 * dir>}
 */
public final class LocalOpenSearch {

  private static final Logger LOG = LogManager.getLogger(LocalOpenSearch.class);

  private static final Collection<Class<? extends Plugin>> PLUGINS =
      List.of(
          Netty4Plugin.class,
          CommonAnalysisPlugin.class,
          MapperExtrasPlugin.class,
          PainlessPlugin.class,
          KNNPlugin.class);

  private LocalOpenSearch() {}

  /** Node's constructor that takes plugin classes is protected; this opens it up. */
  private static final class PluginNode extends Node {
    PluginNode(Environment environment) {
      super(environment, PLUGINS, true);
    }
  }

  public static void main(String[] args) throws Exception {
    if (args.length != 6) {
      System.err.println(
          "usage: LocalOpenSearch <host> <http port> <transport port> <home> <data dir> <logs dir>");
      System.exit(2);
    }
    Path home = Path.of(args[3]).toAbsolutePath();
    Path data = Path.of(args[4]).toAbsolutePath();
    Path logs = Path.of(args[5]).toAbsolutePath();
    Files.createDirectories(data);
    Files.createDirectories(logs);
    Files.createDirectories(home.resolve("config"));

    Settings settings =
        Settings.builder()
            .put("cluster.name", "tessera-local")
            .put("node.name", "local")
            .put("path.home", home.toString())
            .put("path.data", data.toString())
            .put("path.logs", logs.toString())
            .put("network.host", args[0])
            .put("http.port", args[1])
            .put("transport.port", args[2])
            .put("discovery.type", "single-node")
            // A development disk is often fuller than the production defaults (85 %, 90 %, 95 %)
            // allow, which would stop new shards or make every index read-only; free space in
            // bytes keeps the node writable until the disk is really full.
            .put("cluster.routing.allocation.disk.watermark.low", "2gb")
            .put("cluster.routing.allocation.disk.watermark.high", "1gb")
            .put("cluster.routing.allocation.disk.watermark.flood_stage", "512mb")
            // One node holds no replicas; without this every index stays yellow.
            .put("cluster.default_number_of_replicas", 0)
            .build();
    Environment environment =
        InternalSettingsPreparer.prepareEnvironment(
            settings, Map.of(), home.resolve("config"), () -> "local");

    Node node = new PluginNode(environment);
    CountDownLatch stopped = new CountDownLatch(1);
    // Every OpenSearch thread is a daemon; the main thread keeps the JVM alive until SIGTERM, and
    // the hook closes the node so shards are flushed and the data directory lock is released.
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  try {
                    node.close();
                    node.awaitClose(30, TimeUnit.SECONDS);
                  } catch (Exception e) {
                    LOG.error("closing the node failed", e);
                  } finally {
                    stopped.countDown();
                  }
                },
                "local-opensearch-stop"));
    node.start();
    LOG.info("serving http://{}:{} from {}", args[0], args[1], data);
    stopped.await();
  }
}

import de.bwaldvogel.mongo.MongoServer;
import java.net.SocketException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.h2.mvstore.MVStore;

/**
 * Serves the MongoDB wire protocol on a local address with mongo-java-server, keeping the data in
 * one H2 MVStore file, with non-unique indexes that answer queries ({@link SecondaryIndex}).
 *
 * <p>Usage: {@code LocalMongoServer <host> <port> <store file>}
 */
public final class LocalMongoServer {

  // With MVStore's default 16 MB page cache, a query scanning 100,000 small documents rereads them
  // from the file and took about 0.5 s; with this cache it took under 0.1 s.
  private static final int CACHE_MB = 128;

  private static final Logger LOG = Logger.getLogger(LocalMongoServer.class.getName());
  // java.util.logging holds loggers weakly; a collected logger would lose the settings below.
  private static final Logger WIRE = Logger.getLogger("de.bwaldvogel.mongo.wire");
  private static final Logger WIRE_ERRORS =
      Logger.getLogger("de.bwaldvogel.mongo.wire.MongoExceptionHandler");

  private LocalMongoServer() {}

  public static void main(String[] args) throws Exception {
    if (args.length != 3) {
      System.err.println("usage: LocalMongoServer <host> <port> <store file>");
      System.exit(2);
    }
    String host = args[0];
    int port = Integer.parseInt(args[1]);
    Path store = Path.of(args[2]).toAbsolutePath();
    Files.createDirectories(store.getParent());
    configureLogging();

    // Auto-compaction is off: under heavy write load, H2 2.3's background chunk moving read past
    // the end of the file and closed the store for good ("This store is closed"). The file then
    // only grows; `npm run infra:down` and deleting .infra/data/mongo start it afresh.
    MVStore mvStore =
        new MVStore.Builder()
            .fileName(store.toString())
            .cacheSize(CACHE_MB)
            .autoCompactFillRate(0)
            .open();
    MongoServer server = new MongoServer(new IndexedH2Backend(mvStore));
    // A taken port throws here, after the server has closed the store itself.
    server.bind(host, port);
    // MVStore writes changes in the background about once a second; closing the store on SIGTERM
    // writes the rest and leaves a file that opens without recovery.
    Thread stopper = new Thread(() -> stop(server, mvStore), "local-mongo-stop");
    Runtime.getRuntime().addShutdownHook(stopper);
    LOG.info(() -> "serving " + host + ":" + port + " from " + store);
    // Netty's event-loop threads keep the JVM running after main returns.
  }

  private static void stop(MongoServer server, MVStore mvStore) {
    server.shutdownNow();
    // java.util.logging closes its handlers in a shutdown hook of its own, so this bypasses it.
    System.err.printf(
        "%1$tFT%1$tT.%1$tL%1$tz INFO %2$s - store %3$s%n",
        System.currentTimeMillis(),
        LocalMongoServer.class.getName(),
        mvStore.isClosed() ? "closed" : "left open");
  }

  private static void configureLogging() {
    System.setProperty(
        "java.util.logging.SimpleFormatter.format",
        "%1$tFT%1$tT.%1$tL%1$tz %4$s %3$s - %5$s%6$s%n");
    // Every client connect and disconnect is logged at INFO, once per pooled connection.
    WIRE.setLevel(Level.WARNING);
    // A client closing its socket abruptly, as the Node driver does, is logged as an error with a
    // stack trace; other wire errors are kept.
    WIRE_ERRORS.setFilter(log -> !(log.getThrown() instanceof SocketException));
  }
}

import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import org.h2.mvstore.MVStore;

/** The H2 backend with databases whose non-unique indexes answer queries. */
final class IndexedH2Backend extends H2Backend {

  IndexedH2Backend(MVStore store) {
    super(store);
  }

  // Called by the super constructor for every database already in the store, so it may read only
  // what H2Backend has set by then.
  @Override
  protected MongoDatabase openOrCreateDatabase(String databaseName) {
    return new IndexedH2Database(databaseName, getMvStore(), getCursorRegistry());
  }
}

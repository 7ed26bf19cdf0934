import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.IndexKey;
import de.bwaldvogel.mongo.backend.h2.H2Database;
import java.util.List;
import org.h2.mvstore.MVStore;

/**
 * An H2 database whose non-unique indexes are {@link SecondaryIndex}es (definitions kept in the
 * store as before, entries in memory, rebuilt when the store opens) and whose unique indexes also
 * answer queries with more conditions than their keys ({@link ProjectingUniqueIndex}).
 */
final class IndexedH2Database extends H2Database {

  IndexedH2Database(String databaseName, MVStore store, CursorRegistry cursorRegistry) {
    super(databaseName, store, cursorRegistry);
  }

  @Override
  protected Index<Object> openOrCreateUniqueIndex(
      String collectionName, String indexName, List<IndexKey> keys, boolean sparse) {
    Index<Object> unique = super.openOrCreateUniqueIndex(collectionName, indexName, keys, sparse);
    return new ProjectingUniqueIndex(unique, sparse);
  }

  @Override
  protected Index<Object> openOrCreateSecondaryIndex(
      String collectionName, String indexName, List<IndexKey> keys, boolean sparse) {
    return new SecondaryIndex(indexName, keys, sparse);
  }
}

import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.IndexKey;
import de.bwaldvogel.mongo.backend.h2.H2Database;
import java.util.ArrayList;
import java.util.List;
import org.h2.mvstore.MVStore;

/**
 * An H2 database that keeps its documents and index definitions in the store and its index
 * entries in memory, rebuilt when the store opens: non-unique indexes are {@link SecondaryIndex}es,
 * unique ones {@link InMemoryUniqueIndex}es that also answer queries with more conditions than
 * their keys ({@link ProjectingUniqueIndex}).
 */
final class IndexedH2Database extends H2Database {

  // Filled while the super constructor opens the indexes, before this class's initializers would
  // run, so it has none.
  private List<String> storedIndexMaps;

  IndexedH2Database(String databaseName, MVStore store, CursorRegistry cursorRegistry) {
    super(databaseName, store, cursorRegistry);
    // Entries an earlier version kept in the store are no longer read or updated.
    if (storedIndexMaps != null) {
      storedIndexMaps.stream().filter(store::hasMap).forEach(store::removeMap);
    }
  }

  @Override
  protected Index<Object> openOrCreateUniqueIndex(
      String collectionName, String indexName, List<IndexKey> keys, boolean sparse) {
    if (storedIndexMaps == null) {
      storedIndexMaps = new ArrayList<>();
    }
    storedIndexMaps.add(getFullCollectionNamespace(collectionName) + "._index_" + indexName);
    return new ProjectingUniqueIndex(new InMemoryUniqueIndex(indexName, keys, sparse), sparse);
  }

  @Override
  protected Index<Object> openOrCreateSecondaryIndex(
      String collectionName, String indexName, List<IndexKey> keys, boolean sparse) {
    return new SecondaryIndex(indexName, keys, sparse);
  }
}

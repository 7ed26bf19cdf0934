import de.bwaldvogel.mongo.backend.AbstractUniqueIndex;
import de.bwaldvogel.mongo.backend.IndexKey;
import de.bwaldvogel.mongo.backend.KeyValue;
import de.bwaldvogel.mongo.backend.Missing;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A unique index (`_id` included) held in a hash map and rebuilt from the documents when the server
 * opens the store. mongo-java-server's H2 unique index kept its keys in an MVMap, whose ordering
 * compares keys it does not know by Java-serializing both on every comparison: under write load
 * that was over half the server's CPU. Keys are normalized before they get here, so hash equality is
 * the index's equality.
 */
final class InMemoryUniqueIndex extends AbstractUniqueIndex<Object> {

  private final Map<KeyValue, Object> positionsByKey = new ConcurrentHashMap<>();

  InMemoryUniqueIndex(String name, List<IndexKey> keys, boolean sparse) {
    super(name, keys, sparse);
  }

  @Override
  protected Object removeDocument(KeyValue keyValue) {
    return positionsByKey.remove(keyValue);
  }

  @Override
  protected boolean putKeyPosition(KeyValue keyValue, Object position) {
    return positionsByKey.putIfAbsent(keyValue, Missing.ofNullable(position)) == null;
  }

  @Override
  protected Iterable<Map.Entry<KeyValue, Object>> getIterable() {
    return positionsByKey.entrySet();
  }

  @Override
  protected Object getPosition(KeyValue keyValue) {
    return positionsByKey.get(keyValue);
  }

  @Override
  public long getCount() {
    return positionsByKey.size();
  }

  @Override
  public boolean isEmpty() {
    return positionsByKey.isEmpty();
  }

  @Override
  public long getDataSize() {
    return getCount();
  }

  @Override
  public void drop() {
    positionsByKey.clear();
  }
}

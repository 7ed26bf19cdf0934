import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.IndexKey;
import de.bwaldvogel.mongo.backend.Missing;
import de.bwaldvogel.mongo.backend.ValueComparator;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.bson.ObjectId;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * A non-unique index on the first field of an index's keys, held in memory and rebuilt from the
 * documents when the server opens the store (mongo-java-server itself ignores non-unique indexes, so
 * every query not on `_id` or a unique index read the whole collection under its lock).
 *
 * <p>It answers equality and `$in` on that field with values whose equality is plain Java equality
 * (strings, booleans, object ids, UUIDs), and gives the collection candidates only: the collection
 * still matches every candidate against the whole query, so later keys, ranges and other conditions
 * stay exact. Candidates come in the `_id` order a full scan would give.
 */
final class SecondaryIndex extends Index<Object> {

  private static final String ID_FIELD = "_id";

  private final String[] path;
  private final boolean usable;
  private final Map<Object, Set<Object>> positionsByValue = new HashMap<>();
  private long entries;

  SecondaryIndex(String name, List<IndexKey> keys, boolean sparse) {
    super(name, keys, sparse);
    path = keys.get(0).getKey().split("\\.");
    // Positional paths such as `items.0.id` address one array element, which this index does not
    // model; such an index stays empty and never answers a query.
    usable = !keys.get(0).getKey().startsWith("$") && noNumericPart(path);
  }

  private static boolean noNumericPart(String[] parts) {
    for (String part : parts) {
      if (!part.isEmpty() && part.chars().allMatch(Character::isDigit)) {
        return false;
      }
    }
    return true;
  }

  private static boolean isIndexable(Object value) {
    return value instanceof String
        || value instanceof Boolean
        || value instanceof ObjectId
        || value instanceof UUID;
  }

  /** The indexable values a document holds at the path, one per element where it crosses arrays. */
  private Set<Object> valuesOf(Document document) {
    Set<Object> values = new HashSet<>();
    if (usable) {
      collect(document, 0, values);
    }
    return values;
  }

  private void collect(Object value, int depth, Set<Object> values) {
    if (depth == path.length) {
      if (value instanceof Collection<?> elements) {
        elements.stream().filter(SecondaryIndex::isIndexable).forEach(values::add);
      } else if (isIndexable(value)) {
        values.add(value);
      }
    } else if (value instanceof Document document) {
      collect(document.get(path[depth]), depth + 1, values);
    } else if (value instanceof Collection<?> elements) {
      for (Object element : elements) {
        if (element instanceof Document document) {
          collect(document.get(path[depth]), depth + 1, values);
        }
      }
    }
  }

  /** The values a query asks the indexed field to equal, or null when it asks anything else. */
  private List<Object> queriedValues(Document query) {
    if (!usable || !query.containsKey(getKeys().get(0).getKey())) {
      return null;
    }
    Object condition = query.get(getKeys().get(0).getKey());
    if (isIndexable(condition)) {
      return List.of(condition);
    }
    if (!(condition instanceof Document operators) || operators.size() != 1) {
      return null;
    }
    if (isIndexable(operators.get("$eq"))) {
      return List.of(operators.get("$eq"));
    }
    if (operators.get("$in") instanceof Collection<?> choices
        && choices.stream().allMatch(SecondaryIndex::isIndexable)) {
      return new ArrayList<>(choices);
    }
    return null;
  }

  private static Object positionOf(Document document) {
    return Missing.ofNullable(document.get(ID_FIELD));
  }

  @Override
  public synchronized Object getPosition(Document document) {
    return null;
  }

  @Override
  public void checkAdd(Document document, MongoCollection<Object> collection) {}

  @Override
  public synchronized void add(
      Document document, Object position, MongoCollection<Object> collection) {
    valuesOf(document).forEach(value -> link(value, position));
  }

  private void link(Object value, Object position) {
    if (positionsByValue.computeIfAbsent(value, key -> new HashSet<>()).add(position)) {
      entries++;
    }
  }

  private void unlink(Object value, Object position) {
    Set<Object> positions = positionsByValue.get(value);
    if (positions != null && positions.remove(position)) {
      entries--;
      if (positions.isEmpty()) {
        positionsByValue.remove(value);
      }
    }
  }

  @Override
  public synchronized Object remove(Document document) {
    Object position = positionOf(document);
    valuesOf(document).forEach(value -> unlink(value, position));
    return position;
  }

  @Override
  public synchronized boolean canHandle(Document query) {
    return queriedValues(query) != null;
  }

  @Override
  public synchronized Iterable<Object> getPositions(Document query) {
    List<Object> values = queriedValues(query);
    Set<Object> candidates = new HashSet<>();
    if (values != null) {
      for (Object value : values) {
        candidates.addAll(positionsByValue.getOrDefault(value, Set.of()));
      }
    }
    List<Object> ordered = new ArrayList<>(candidates);
    ordered.sort(ValueComparator.asc());
    return ordered;
  }

  @Override
  public synchronized long getCount() {
    return entries;
  }

  @Override
  public long getDataSize() {
    return 0;
  }

  @Override
  public void checkUpdate(
      Document oldDocument, Document newDocument, MongoCollection<Object> collection) {}

  @Override
  public synchronized void updateInPlace(
      Document oldDocument,
      Document newDocument,
      Object position,
      MongoCollection<Object> collection) {
    Set<Object> before = valuesOf(oldDocument);
    Set<Object> after = valuesOf(newDocument);
    before.stream().filter(value -> !after.contains(value)).forEach(value -> unlink(value, position));
    after.stream().filter(value -> !before.contains(value)).forEach(value -> link(value, position));
  }

  @Override
  public synchronized void drop() {
    positionsByValue.clear();
    entries = 0;
  }
}

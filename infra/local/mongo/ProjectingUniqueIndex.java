import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.exception.KeyConstraintError;

/**
 * A unique index (`_id` included) that also answers queries naming its keys among other conditions.
 * mongo-java-server uses a unique index only when a query's fields are exactly its keys, so a
 * conditional update such as `{ _id, status }` read the whole collection; here such a query is
 * looked up by its keys alone and the collection matches the candidate against the rest.
 */
final class ProjectingUniqueIndex extends Index<Object> {

  private final Index<Object> unique;

  ProjectingUniqueIndex(Index<Object> unique, boolean sparse) {
    super(unique.getName(), unique.getKeys(), sparse);
    this.unique = unique;
  }

  /** The query's conditions on the index keys, or null when it does not name them all. */
  private Document keysOf(Document query) {
    Document keys = new Document();
    for (String key : keys()) {
      if (!query.containsKey(key)) {
        return null;
      }
      keys.put(key, query.get(key));
    }
    return keys;
  }

  private Document lookupFor(Document query) {
    if (unique.canHandle(query)) {
      return query;
    }
    Document keys = keysOf(query);
    return keys != null && unique.canHandle(keys) ? keys : null;
  }

  @Override
  public boolean canHandle(Document query) {
    return lookupFor(query) != null;
  }

  @Override
  public Iterable<Object> getPositions(Document query) {
    return unique.getPositions(lookupFor(query));
  }

  @Override
  public Object getPosition(Document document) {
    return unique.getPosition(document);
  }

  @Override
  public void checkAdd(Document document, MongoCollection<Object> collection) {
    unique.checkAdd(document, collection);
  }

  @Override
  public void add(Document document, Object position, MongoCollection<Object> collection) {
    unique.add(document, position, collection);
  }

  @Override
  public Object remove(Document document) {
    return unique.remove(document);
  }

  @Override
  public long getCount() {
    return unique.getCount();
  }

  @Override
  public boolean isEmpty() {
    return unique.isEmpty();
  }

  @Override
  public long getDataSize() {
    return unique.getDataSize();
  }

  @Override
  public void checkUpdate(
      Document oldDocument, Document newDocument, MongoCollection<Object> collection) {
    unique.checkUpdate(oldDocument, newDocument, collection);
  }

  @Override
  public void updateInPlace(
      Document oldDocument, Document newDocument, Object position, MongoCollection<Object> collection)
      throws KeyConstraintError {
    unique.updateInPlace(oldDocument, newDocument, position, collection);
  }

  @Override
  public void drop() {
    unique.drop();
  }

  @Override
  public boolean isUnique() {
    return true;
  }
}

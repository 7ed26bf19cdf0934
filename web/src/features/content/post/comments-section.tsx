import type { ContentDto } from '@tessera/contracts';
import { Alert, App, Avatar, Button, Flex, Form, Input, Pagination, Typography } from 'antd';
import { useState } from 'react';
import { useAddComment } from '../../../hooks/use-add-comment';
import { COMMENTS_PAGE_SIZE, useContentComments } from '../../../hooks/use-content-comments';
import { formatDateTime } from '../content-labels';
import { initialsOf } from '../../../components/avatar/avatar-initials';

/**
 * A post's comments, newest pages on demand, and a form to add one when the post is open. A locked
 * post's comments are for those who may open it: they are not asked for, and the count invites.
 */
export function CommentsSection({ post }: { post: ContentDto }) {
  const [page, setPage] = useState(1);
  const comments = useContentComments(post.id, page, post.access.allowed);
  const addComment = useAddComment(post.id);
  const [form] = Form.useForm<{ text: string }>();
  const { message } = App.useApp();

  const submit = ({ text }: { text: string }) =>
    addComment.mutate(text.trim(), {
      onSuccess: () => {
        form.resetFields();
        setPage(1);
      },
      onError: (error) => void message.error(error.message),
    });

  return (
    <section id="comments" className="comments" aria-label="Comments">
      <Typography.Title level={2} className="comments__title">
        Comments ({post.commentsCount})
      </Typography.Title>
      {post.access.allowed && (
        <Form form={form} onFinish={submit} className="comments__form">
          <Form.Item
            name="text"
            rules={[{ required: true, whitespace: true, message: 'Write a comment first' }]}
          >
            <Input.TextArea
              rows={2}
              maxLength={2000}
              placeholder="Add a comment"
              aria-label="Your comment"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={addComment.isPending}>
            Post comment
          </Button>
        </Form>
      )}
      {!post.access.allowed && (
        <Typography.Text type="secondary">
          Comments are open to those who can see this post.
        </Typography.Text>
      )}
      {comments.isError && <Alert type="error" showIcon title="Comments could not be loaded" />}
      <ul className="comments__list">
        {comments.data?.items.map((comment) => (
          <li key={comment.id} className="comment">
            <Avatar src={comment.author.avatar || undefined} className="creator-byline__avatar">
              {initialsOf(comment.author.displayName, 1)}
            </Avatar>
            <Flex vertical gap={2}>
              <Typography.Text>
                <strong>{comment.author.displayName}</strong>{' '}
                <Typography.Text type="secondary">
                  {formatDateTime(comment.createdAt)}
                </Typography.Text>
              </Typography.Text>
              <Typography.Paragraph className="comment__text">{comment.text}</Typography.Paragraph>
            </Flex>
          </li>
        ))}
      </ul>
      {comments.data && comments.data.items.length === 0 && (
        <Typography.Text type="secondary">No comments yet.</Typography.Text>
      )}
      {comments.data && comments.data.total > COMMENTS_PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={COMMENTS_PAGE_SIZE}
          total={comments.data.total}
          onChange={setPage}
          showSizeChanger={false}
          size="small"
        />
      )}
    </section>
  );
}
